import { maxOutreachPeople } from '@ft8/contract/lender-match';
import type { Resolvers, UserError } from '../../generated/resolvers.js';
import { RestError, userErrorsOr } from '../../rest/errors.js';
import { lenderOutreachAnswer } from './answers.js';

// `startLenderOutreach`: REST `POST projects/{id}/lender_outreach/`, which adds the providers and creates the draft
// in one transaction. A REST 400 becomes `userErrors` under the input's names; a 404 (no such project) likewise.

const isId = (id: string) => /^[1-9]\d{0,8}$/.test(id);
const NOT_AN_ID = 'A valid integer is required.';
/** REST's body fields -> this input's. */
const inputField: Record<string, string> = { people: 'personIds', template: 'templateId' };

const refused = (userErrors: UserError[]) => ({ draftId: null, addedProviderIds: [], userErrors });

export const lenderOutreachResolvers: Resolvers = {
  Mutation: {
    startLenderOutreach: async (_parent, { input }, { rest }) => {
      if (!isId(input.projectId)) return refused([{ field: 'projectId', message: NOT_AN_ID }]);
      if (input.personIds.some((id) => !isId(id))) return refused([{ field: 'personIds', message: NOT_AN_ID }]);
      if (input.personIds.length < 1 || input.personIds.length > maxOutreachPeople)
        return refused([
          { field: 'personIds', message: `Choose between 1 and ${maxOutreachPeople} capital providers.` },
        ]);
      if (input.templateId != null && !isId(input.templateId))
        return refused([{ field: 'templateId', message: NOT_AN_ID }]);
      const body = {
        people: input.personIds.map(Number),
        ...(input.templateId != null && { template: Number(input.templateId) }),
      };
      try {
        const { draft, added } = await rest.send(
          'POST',
          `projects/${input.projectId}/lender_outreach/`,
          body,
          lenderOutreachAnswer,
        );
        return { draftId: String(draft.id), addedProviderIds: added.map(String), userErrors: [] };
      } catch (error) {
        if (error instanceof RestError && error.status === 404)
          return refused([{ field: 'projectId', message: 'Not found.' }]);
        return refused(
          userErrorsOr(error).map((userError) => ({
            ...userError,
            field: userError.field === null ? null : (inputField[userError.field] ?? userError.field),
          })),
        );
      }
    },
  },
};
