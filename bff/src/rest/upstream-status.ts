import type { ApolloServerPlugin } from '@apollo/server';
import type { RestOutcomes } from './client.js';

/**
 * The HTTP status of a whole GraphQL answer when none of its REST calls got an answer: 504 when they all ran out
 * of time, 502 when the api could not be reached or answered nonsense. A partial answer stays 200.
 */
export function upstreamHttpStatus(outcomes: RestOutcomes): 502 | 504 | null {
  if (outcomes.answered > 0) return null;
  if (outcomes.failed > 0) return 502;
  if (outcomes.timedOut > 0) return 504;
  return null;
}

export const upstreamStatusPlugin: ApolloServerPlugin<{ rest: { outcomes: RestOutcomes } }> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, contextValue }) {
        const status = upstreamHttpStatus(contextValue.rest.outcomes);
        if (status !== null && response.body.kind === 'single' && response.body.singleResult.errors) {
          response.http.status = status;
        }
      },
    };
  },
};
