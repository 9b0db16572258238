import { blankMessage } from '@ft8/contract/rules';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';

type AjvError = FastifySchemaValidationError & { params: Record<string, unknown> };

const typeMessages: Record<string, string> = {
  integer: 'A valid integer is required.',
  number: 'A valid number is required.',
  string: 'Not a valid string.',
  boolean: 'Must be a valid boolean.',
  array: 'Expected a list of items.',
  object: 'Expected a dictionary of items.',
};

function messageOf(error: AjvError): string {
  // A number for every keyword that has a limit.
  const limit = error.params.limit as number;
  switch (error.keyword) {
    case 'required':
      return 'This field is required.';
    case 'minLength':
      return limit === 1 ? blankMessage : `Ensure this field has at least ${limit} characters.`;
    case 'maxLength':
      return `Ensure this field has no more than ${limit} characters.`;
    case 'minimum':
      return `Ensure this value is greater than or equal to ${limit}.`;
    case 'maximum':
      return `Ensure this value is less than or equal to ${limit}.`;
    case 'format':
      if (error.params.format === 'email') return 'Enter a valid email address.';
      if (error.params.format === 'date') return 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.';
      return 'Enter a valid value.';
    case 'type': {
      const expected = String(error.params.type).split(',')[0] ?? '';
      return typeMessages[expected] ?? 'Invalid value.';
    }
    // A null ajv would have converted (plugins/body-validator.ts).
    case 'null':
      return 'This field may not be null.';
    case 'enum':
    case 'const':
    case 'anyOf':
      return 'Select a valid choice.';
    case 'additionalProperties':
      return 'This field is not allowed.';
    default:
      return 'Enter a valid value.';
  }
}

/** The field an ajv error is about: the missing property, or the first segment of the path. */
function fieldOf(error: AjvError): string {
  if (error.keyword === 'required') return String(error.params.missingProperty);
  if (error.keyword === 'additionalProperties') return String(error.params.additionalProperty);
  const first = error.instancePath.split('/')[1];
  return first ? decodeURIComponent(first.replace(/~1/g, '/').replace(/~0/g, '~')) : 'non_field_errors';
}

// "may not be blank" says more than the format error that an empty string also triggers.
const rank = (error: AjvError) =>
  error.keyword === 'required'
    ? 0
    : error.keyword === 'type' || error.keyword === 'null'
      ? 1
      : error.keyword === 'minLength'
        ? 2
        : 3;

/** ajv's errors in DRF's shape: `{"field": ["message"]}`, one message per field, the most telling one. */
export function toFieldErrors(errors: FastifySchemaValidationError[]): Record<string, string[]> {
  const best = new Map<string, AjvError>();
  for (const error of errors as AjvError[]) {
    const field = fieldOf(error);
    const current = best.get(field);
    if (!current || rank(error) < rank(current)) best.set(field, error);
  }
  const result: Record<string, string[]> = {};
  for (const [field, error] of best) {
    result[field] =
      field === 'non_field_errors' && error.keyword === 'type'
        ? ['Invalid data. Expected a dictionary.']
        : [messageOf(error)];
  }
  return result;
}
