import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { Context } from '../context.js';
import { hasSuggestion, withoutSuggestions } from './format-error.js';
import { introspectionErrors, isStaff } from './schema-access.js';

/**
 * Production: introspection and field suggestions for signed-in staff only (Apollo's `introspection` option is
 * all or nothing). The caller's profile is looked up only when an operation asks for the schema or an error
 * carries a suggestion, so ordinary operations make no extra REST call.
 */
export const schemaAccessPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ schema, document, source, contextValue }) {
        const [error] = introspectionErrors(schema, document, source);
        if (error && !(await isStaff(contextValue))) {
          // A validation failure in all but timing: 400 like the others (Apollo's default here would be 500).
          throw new GraphQLError(error.message, {
            nodes: error.nodes,
            extensions: { ...error.extensions, http: { status: 400 } },
          });
        }
      },
      async willSendResponse({ response, contextValue }) {
        if (response.body.kind !== 'single') return;
        const result = response.body.singleResult;
        if (!result.errors?.some(hasSuggestion) || (await isStaff(contextValue))) return;
        result.errors = result.errors.map(withoutSuggestions);
      },
    };
  },
};
