import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { RestError } from '../rest/errors.js';
import { formatError, withoutSuggestions } from './format-error.js';

function located(original: Error): GraphQLError {
  return new GraphQLError(original.message, { path: ['people'], originalError: original });
}

describe('error formatting', () => {
  it('hides the message and stack of an unexpected error in production', () => {
    const error = located(new Error('connect ECONNREFUSED 10.0.0.5:5432'));
    const formatted = formatError({ ...error.toJSON(), extensions: { stacktrace: ['at x'] } }, error, true);
    expect(formatted).toEqual({
      message: 'Internal server error',
      locations: undefined,
      path: ['people'],
      extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 },
    });
  });

  it('passes REST errors through with code and status, without a stack', () => {
    const error = located(new RestError(403, { detail: 'You do not have permission to perform this action.' }));
    const formatted = formatError(
      { ...error.toJSON(), extensions: { ...error.extensions, stacktrace: ['at x'] } },
      error,
      true,
    );
    expect(formatted.message).toBe('You do not have permission to perform this action.');
    expect(formatted.extensions).toEqual({ code: 'FORBIDDEN', status: 403 });
  });

  it('carries camelCase field errors for a 400', () => {
    const error = new RestError(400, { first_name: ['This field may not be blank.'], non_field_errors: ['No.'] });
    expect(error.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      status: 400,
      fieldErrors: [
        { field: 'firstName', message: 'This field may not be blank.' },
        { field: null, message: 'No.' },
      ],
    });
  });

  it('never shows a 5xx body', () => {
    expect(new RestError(500, { detail: 'relation "people" does not exist' }).message).toBe(
      'The server could not complete the request.',
    );
  });

  it('strips every kind of field suggestion graphql-js writes', () => {
    const strip = (message: string) => withoutSuggestions({ message }).message;
    expect(strip('Cannot query field "peple" on type "Query". Did you mean "people"?')).toBe(
      'Cannot query field "peple" on type "Query".',
    );
    expect(strip('Unknown argument "frst" on field "Query.people". Did you mean "first", "last", or "after"?')).toBe(
      'Unknown argument "frst" on field "Query.people".',
    );
    expect(
      strip(
        'Variable "$type" got invalid value "ADMN"; Value "ADMN" does not exist in "ProfileType" enum. Did you mean the enum value "ADMIN"?',
      ),
    ).toBe('Variable "$type" got invalid value "ADMN"; Value "ADMN" does not exist in "ProfileType" enum.');
    expect(strip('Unknown type "Persn".')).toBe('Unknown type "Persn".');
  });
});
