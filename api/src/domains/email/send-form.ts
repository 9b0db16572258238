import type { FastifyRequest } from 'fastify';
import type { NewFile } from '../file/repository.js';
import type { FileStorage } from '../file/storage.js';
import { storeUpload, uploadLimits } from '../file/upload.js';

/**
 * @fastify/multipart's limits for `emails/send/`: an upload's (files, 150 MB each), with text fields long enough
 * for a body of 500,000 characters (3 bytes each at most in UTF-8). A value cut at this size is always longer than
 * its field's limit, so the schema refuses it.
 */
export const sendFormLimits = {
  ...uploadLimits,
  limits: { ...uploadLimits.limits, fieldSize: 2 * 1024 * 1024 },
};

const listFields = new Set(['to', 'cc', 'bcc']);
// DRF's BooleanField reads these from a form (a checkbox sends "on").
const booleans = new Map([
  ['true', true],
  ['1', true],
  ['on', true],
  ['false', false],
  ['0', false],
  ['off', false],
]);

/**
 * A form's values as the draft's JSON fields, for the schema to check: a list from each of its values (a JSON array
 * part, or text split at commas), the last value of any other field (as DRF's QueryDict reads one), a checkbox's
 * text as a boolean, and an empty project as none.
 */
function draftFieldsOf(values: Map<string, unknown[]>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, all] of values) {
    if (listFields.has(name)) {
      fields[name] = all.flatMap((value) =>
        typeof value === 'string'
          ? value
              .split(',')
              .map((id) => id.trim())
              .filter(Boolean)
          : value,
      );
      continue;
    }
    const value = all.at(-1);
    if (name === 'is_company' && typeof value === 'string')
      fields[name] = booleans.get(value.trim().toLowerCase()) ?? value;
    else if (name === 'project' && value === '') fields[name] = null;
    else fields[name] = value;
  }
  return fields;
}

/**
 * Reads a `emails/send/` form: its files streamed to storage by `storeUpload` (the limits, messages and clean-up of
 * every upload), its text fields collected as they pass (`storeUpload` reads only files). The caller owns the
 * stored files: it discards them unless their rows are written.
 */
export async function readSendForm(
  request: FastifyRequest,
  storage: FileStorage,
): Promise<{ fields: Record<string, unknown>; files: NewFile[] }> {
  const values = new Map<string, unknown[]>();
  async function* parts() {
    for await (const part of request.parts()) {
      if (part.type === 'field') values.set(part.fieldname, [...(values.get(part.fieldname) ?? []), part.value]);
      yield part;
    }
  }
  // The request as storeUpload sees it: the same, but its parts pass by here first.
  const form = Object.create(request, { parts: { value: parts } }) as FastifyRequest;
  const files = await storeUpload(form, storage);
  return { fields: draftFieldsOf(values), files };
}
