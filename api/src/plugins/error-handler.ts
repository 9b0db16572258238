import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error.js';
import { toFieldErrors } from './validation-errors.js';

/** Every error leaves in DRF's shape; a 5xx never carries more than "Internal server error.". */
export const errorHandlerPlugin = fp(async (fastify) => {
  fastify.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).headers(error.headers).send(error.body);
    const failure = error as FastifyError;
    // A path id out of range names nothing, as a non-numeric one does.
    if (failure.validation && failure.validationContext === 'params')
      return reply.code(404).send({ detail: 'Not found.' });
    if (failure.validation) return reply.code(400).send(toFieldErrors(failure.validation));
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
