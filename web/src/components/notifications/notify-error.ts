import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import type { Notify } from './notifications';

// The HTTP status behind a failed operation: the bff puts the REST status in `extensions.status`.
export function errorStatus(error: unknown): number | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    for (const graphQLError of error.errors) {
      const status = graphQLError.extensions?.status;
      if (typeof status === 'number') return status;
    }
    return undefined;
  }
  if (ServerError.is(error) || ServerParseError.is(error)) return error.statusCode;
  return undefined;
}

export function isCancelled(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

// Shows "fallbackMessage status" as an error notification; a cancelled request shows nothing (spec section 8).
export function notifyGraphQLError(notify: Notify, error: unknown, fallbackMessage: string): void {
  if (isCancelled(error)) return;
  notify(fallbackMessage, 'error', errorStatus(error));
}
