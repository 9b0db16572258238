import { GraphQLError, type GraphQLFormattedError } from 'graphql';

/** The error a resolver threw, inside graphql's located wrapper. */
function innermost(error: unknown): unknown {
  let current = error;
  while (current instanceof GraphQLError && current.originalError) current = current.originalError;
  return current;
}

/**
 * One error policy for HTTP and WebSocket: errors the bff meant (GraphQL errors with a code) go out as they are;
 * anything else is a bug, and in production its message and stack stay on the server.
 */
export function formatError(
  formatted: GraphQLFormattedError,
  error: unknown,
  isProduction: boolean,
): GraphQLFormattedError {
  const cause = innermost(error);
  const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
  if (cause instanceof GraphQLError || !(cause instanceof Error)) {
    return isProduction ? { ...formatted, extensions } : formatted;
  }
  if (!isProduction)
    return { ...formatted, extensions: { ...formatted.extensions, code: extensions.code ?? 'INTERNAL_SERVER_ERROR' } };
  return {
    message: 'Internal server error',
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 },
  };
}

// graphql-js appends ` Did you mean "people"?` (or `the enum value "ADMIN"`) to unknown names: suggestions that
// let a caller map the schema without introspection.
const SUGGESTION = / ?Did you mean [^?]+\?/g;

export function hasSuggestion(error: GraphQLFormattedError): boolean {
  return error.message.includes('Did you mean ');
}

/** The error without its field suggestions, for callers who may not see the schema. */
export function withoutSuggestions(error: GraphQLFormattedError): GraphQLFormattedError {
  return hasSuggestion(error) ? { ...error, message: error.message.replace(SUGGESTION, '').trim() } : error;
}
