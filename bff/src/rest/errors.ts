import { GraphQLError } from 'graphql';

export type FieldError = { field: string | null; message: string };

export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'INTERNAL_SERVER_ERROR';

export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'BAD_USER_INPUT';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    default:
      return 'INTERNAL_SERVER_ERROR';
  }
}

/** `first_name` -> `firstName`; DRF's `non_field_errors` is about the whole input, so its field is null. */
export function camelField(field: string): string | null {
  if (field === 'non_field_errors') return null;
  return field.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

/** Flattens a DRF 400 body `{"field": ["msg"], "non_field_errors": ["msg"]}` into one entry per message. */
export function fieldErrorsFromBody(body: unknown): FieldError[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  const errors: FieldError[] = [];
  for (const [field, messages] of Object.entries(body)) {
    const list: unknown[] = Array.isArray(messages) ? messages : [messages];
    for (const message of list) {
      if (typeof message === 'string') errors.push({ field: camelField(field), message });
    }
  }
  return errors;
}

function detailOf(body: unknown): string | null {
  if (typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string') {
    return body.detail;
  }
  return null;
}

/** A REST answer outside 2xx, as a GraphQL error: `extensions.code`, `extensions.status`, and for 400 `fieldErrors`. */
export class RestError extends GraphQLError {
  readonly status: number;
  readonly fieldErrors: FieldError[];

  constructor(status: number, body: unknown) {
    const code = codeForStatus(status);
    const fieldErrors = status === 400 ? fieldErrorsFromBody(body) : [];
    // 5xx bodies are never shown: the api promises not to leak internals, and the bff does not trust that either.
    const message =
      status >= 500
        ? 'The server could not complete the request.'
        : (detailOf(body) ??
          (fieldErrors.map((error) => error.message).join(', ') || `Request failed with status ${status}.`));
    super(message, {
      extensions: status === 400 ? { code, status, fieldErrors } : { code, status },
    });
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

/** The bff could not reach the REST API, or it answered in an unexpected shape. */
export function upstreamError(status: 502 | 504, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'INTERNAL_SERVER_ERROR', status } });
}

export function unauthenticated(): GraphQLError {
  return new GraphQLError('Authentication credentials were not provided.', {
    extensions: { code: 'UNAUTHENTICATED', status: 401 },
  });
}

export function badUserInput(message: string, field: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: 'BAD_USER_INPUT', status: 400, fieldErrors: [{ field, message }] },
  });
}

/** Mutations report expected failures (REST 400) as `userErrors`; anything else stays a GraphQL error. */
export function userErrorsOr(error: unknown): FieldError[] {
  if (error instanceof RestError && error.status === 400) {
    return error.fieldErrors.length > 0 ? error.fieldErrors : [{ field: null, message: error.message }];
  }
  throw error;
}
