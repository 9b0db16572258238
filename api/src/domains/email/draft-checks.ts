import type { FastifyInstance } from 'fastify';
import { fieldErrors } from '../../http-error.js';
import { doesNotExist, unknownPeople } from '../../lib/people.js';
import type { DraftFields } from './repository.js';

/** A draft's recipients are contacts and its project exists: a 400 naming each that does not. */
export async function checkDraft(fastify: FastifyInstance, fields: DraftFields) {
  const errors: Record<string, string[]> = {};
  for (const kind of ['to', 'cc', 'bcc'] as const) {
    const unknown = await unknownPeople(fastify.db, fields[kind] ?? []);
    if (unknown.length) errors[kind] = unknown.map(doesNotExist);
  }
  if (fields.project && !(await fastify.repos.email.projectExists(fields.project)))
    errors.project = [doesNotExist(fields.project)];
  if (Object.keys(errors).length) throw fieldErrors(errors);
}
