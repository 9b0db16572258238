import { blankMessage, isBlank } from '@ft8/contract/rules';
import type { Resolvers, UserError } from '../../generated/resolvers.js';
import { restDelete } from '../../rest/delete.js';
import { userErrorsOr } from '../../rest/errors.js';
import { savedSearchAnswer } from './answers.js';
import { restType } from './search-query.js';

// REST `POST search_history/`, `POST search_history/{id}/share/`, `DELETE search_history/{id}/` (spec part 2 section
// 7). A REST 400 becomes `userErrors` with the api's per-field messages; a 403 (not the owner, not staff) or a 404
// stays a GraphQL error.

const isId = (id: string) => /^[1-9]\d{0,8}$/.test(id);
const notAnId = (field: string): UserError => ({ field, message: 'A valid integer is required.' });

export const savedSearchMutations: Resolvers = {
  Mutation: {
    saveSearch: async (_parent, { input }, { rest }) => {
      // The spec: the title is required (the web app ignores an empty one before sending).
      if (isBlank(input.title)) return { savedSearch: null, userErrors: [{ field: 'title', message: blankMessage }] };
      try {
        const savedSearch = await rest.send(
          'POST',
          'search_history/',
          {
            title: input.title,
            type: restType[input.type],
            query: input.query,
            rows: input.rows,
            columns: input.columns ?? [],
          },
          savedSearchAnswer,
        );
        return { savedSearch, userErrors: [] };
      } catch (error) {
        return { savedSearch: null, userErrors: userErrorsOr(error) };
      }
    },
    shareSavedSearch: async (_parent, { input }, { rest, loaders }) => {
      if (!isId(input.id)) return { savedSearch: null, userErrors: [notAnId('id')] };
      if (!input.people.every(isId)) return { savedSearch: null, userErrors: [notAnId('people')] };
      try {
        const savedSearch = await rest.send(
          'POST',
          `search_history/${input.id}/share/`,
          { people: input.people.map(Number) },
          savedSearchAnswer,
        );
        // The operation's later reads of it see its new owners.
        loaders.search.savedById.clear(savedSearch.id).prime(savedSearch.id, savedSearch);
        return { savedSearch, userErrors: [] };
      } catch (error) {
        return { savedSearch: null, userErrors: userErrorsOr(error) };
      }
    },
    deleteSavedSearch: async (_parent, { input }, { rest, loaders }) => {
      if (!isId(input.id)) return { deletedId: null, userErrors: [notAnId('id')] };
      try {
        await restDelete(rest, `search_history/${input.id}/`);
        loaders.search.savedById.clear(Number(input.id));
        return { deletedId: input.id, userErrors: [] };
      } catch (error) {
        return { deletedId: null, userErrors: userErrorsOr(error) };
      }
    },
  },
};
