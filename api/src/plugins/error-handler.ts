import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error.js';
import { malformedForm, malformedFormMessage } from '../lib/multipart.js';
import { toFieldErrors } from './validation-errors.js';

// PostgreSQL's error codes (SQLSTATE) that a request racing another can meet.
const FOREIGN_KEY_VIOLATION = '23503';
const DEADLOCK_DETECTED = '40P01';
const SERIALIZATION_FAILURE = '40001';
const CONFLICT_MESSAGE = 'Someone else changed these records at the same moment. Please try again.';

/** Every error leaves in DRF's shape; a 5xx never carries more than "Internal server error.". */
export const errorHandlerPlugin = fp(async (fastify) => {
  fastify.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).headers(error.headers).send(error.body);
    const failure = error as FastifyError;
    // A path id out of range names nothing, as a non-numeric one does.
    if (failure.validation && failure.validationContext === 'params')
      return reply.code(404).send({ detail: 'Not found.' });
    if (failure.validation) return reply.code(400).send(toFieldErrors(failure.validation));
    // Two people at once (the checks before a write passed, then another request changed the rows):
    // - a write to a record deleted meanwhile (a comment or an upload to a task being deleted) breaks a foreign key:
    //   the record is gone, as a later request would be told;
    // - two writes that lock the same rows in opposite orders: one is chosen to fail, and may simply be sent again.
    // A multipart body that cannot be read (no boundary, cut short).
    const malformed = malformedForm(error);
    if (malformed) return reply.code(400).send({ file: [malformedFormMessage(malformed)] });
    const code = (error as { code?: unknown }).code;
    if (code === FOREIGN_KEY_VIOLATION) return reply.code(404).send({ detail: 'Not found.' });
    if (code === DEADLOCK_DETECTED || code === SERIALIZATION_FAILURE)
      return reply.code(409).send({ detail: CONFLICT_MESSAGE });
    const status = failure.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ detail: 'Internal server error.' });
    }
    // Fastify's own 4xx (malformed JSON, unsupported media type, body too large): their messages are safe.
    // A 400 keeps the field-errors shape every 400 has.
    const message = failure.message || 'Bad request.';
    return reply.code(status).send(status === 400 ? { non_field_errors: [message] } : { detail: message });
  });

  fastify.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: 'Not found.' }));
});
