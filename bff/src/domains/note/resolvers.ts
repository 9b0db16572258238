import { blankMessage, isBlank } from '@ft8/contract/rules';
import type { Resolvers } from '../../generated/resolvers.js';
import { restDelete } from '../../rest/delete.js';
import { userErrorsOr } from '../../rest/errors.js';
import { personNoteAnswer } from './answers.js';

// REST `POST notes/people/`, `PATCH/DELETE notes/people/{id}/` (spec part 1 section 7). A REST 400 becomes
// `userErrors` with the api's per-field messages (`person` is `personId` here); anything else is a GraphQL error.

const asInputFields = (errors: { field: string | null; message: string }[]) =>
  errors.map((error) => (error.field === 'person' ? { ...error, field: 'personId' } : error));

export const noteResolvers: Resolvers = {
  Mutation: {
    createNote: async (_parent, { input }, { rest }) => {
      if (!/^\d+$/.test(input.personId))
        return { note: null, userErrors: [{ field: 'personId', message: 'A valid integer is required.' }] };
      if (isBlank(input.text)) return { note: null, userErrors: [{ field: 'text', message: blankMessage }] };
      try {
        const note = await rest.send(
          'POST',
          'notes/people/',
          { text: input.text, person: Number(input.personId) },
          personNoteAnswer,
        );
        return { note, userErrors: [] };
      } catch (error) {
        return { note: null, userErrors: asInputFields(userErrorsOr(error)) };
      }
    },
    updateNote: async (_parent, { input }, { rest }) => {
      if (isBlank(input.text)) return { note: null, userErrors: [{ field: 'text', message: blankMessage }] };
      try {
        const note = await rest.send(
          'PATCH',
          `notes/people/${encodeURIComponent(input.id)}/`,
          { text: input.text },
          personNoteAnswer,
        );
        return { note, userErrors: [] };
      } catch (error) {
        return { note: null, userErrors: userErrorsOr(error) };
      }
    },
    deleteNote: async (_parent, { input }, { rest }) => {
      try {
        await restDelete(rest, `notes/people/${encodeURIComponent(input.id)}/`);
        return { deletedId: input.id, userErrors: [] };
      } catch (error) {
        return { deletedId: null, userErrors: userErrorsOr(error) };
      }
    },
  },
};
