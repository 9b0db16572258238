import type { MutationResolvers, UpdatePeopleInput } from '../../generated/resolvers.js';
import { userErrorsOr } from '../../rest/errors.js';
import { deletedPeopleAnswer, updatedPeopleAnswer } from './list-actions-answers.js';

const snake = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

const numericIds = (ids: readonly string[]) => (ids.every((id) => /^\d{1,9}$/.test(id)) ? ids.map(Number) : null);

/** The REST body of `people/update_multiple/`: camelCase to snake_case, `cpData` to `cp_data`, `add` names too. */
export function bulkBody(input: UpdatePeopleInput): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(input)) {
    if (field === 'ids' || value === undefined || value === null) continue;
    if (field === 'cpData') {
      body.cp_data = Object.fromEntries(
        Object.entries(value as object)
          .filter(([, v]) => v !== undefined && v !== null)
          .map(([key, v]) => [snake(key), v]),
      );
    } else if (field === 'add') {
      body.add = (value as string[]).map((name) =>
        name.startsWith('cpData.') ? `cp_data.${snake(name.slice(7))}` : snake(name),
      );
    } else body[snake(field)] = value;
  }
  return body;
}

export const listActionMutations: { Mutation: MutationResolvers } = {
  Mutation: {
    deletePeople: async (_parent, { input }, { rest }) => {
      const ids = numericIds(input.ids);
      if (!ids || ids.length === 0)
        return { deletedIds: [], userErrors: [{ field: 'ids', message: 'Select a contact first' }] };
      try {
        const answer = await rest.send('DELETE', 'people/multiple/', { ids }, deletedPeopleAnswer);
        return { deletedIds: answer.deleted.map(String), userErrors: [] };
      } catch (error) {
        return { deletedIds: [], userErrors: userErrorsOr(error) };
      }
    },
    updatePeople: async (_parent, { input }, { rest, loaders }) => {
      const ids = numericIds(input.ids);
      if (!ids || ids.length === 0)
        return { people: [], userErrors: [{ field: 'ids', message: 'Select a contact first' }] };
      try {
        const people = await rest.send(
          'PATCH',
          `people/update_multiple/?items=${ids.join(',')}`,
          bulkBody(input),
          updatedPeopleAnswer,
        );
        loaders.contact.remember(people);
        return { people, userErrors: [] };
      } catch (error) {
        return { people: [], userErrors: userErrorsOr(error) };
      }
    },
  },
};
