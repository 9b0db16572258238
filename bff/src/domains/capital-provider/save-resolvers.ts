import type { Resolvers } from '../../generated/resolvers.js';
import { userErrorsOr } from '../../rest/errors.js';
import { capitalProviderAnswer } from './answers.js';

const snake = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const idLists = new Set(['cpSubcategoryTypes', 'investmentClasses', 'investingGeographies']);

export const capitalProviderSaveResolvers: Resolvers = {
  Mutation: {
    saveCapitalProvider: async (_parent, { input }, { rest, loaders }) => {
      const { id, personId, ...criteria } = input;
      const body: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(criteria)) {
        if (value === undefined || value === null) continue;
        body[snake(field)] = idLists.has(field) ? (value as string[]).map(Number) : value;
      }
      try {
        const saved = id
          ? await rest.send('PATCH', `capital_provider/${/^\d+$/.test(id) ? id : 0}/`, body, capitalProviderAnswer)
          : await rest.send('POST', 'capital_provider/', { ...body, person: Number(personId) }, capitalProviderAnswer);
        loaders.capitalProvider.byId.clear(saved.id).prime(saved.id, saved);
        return { capitalProvider: saved, userErrors: [] };
      } catch (error) {
        return { capitalProvider: null, userErrors: userErrorsOr(error) };
      }
    },
  },
};
