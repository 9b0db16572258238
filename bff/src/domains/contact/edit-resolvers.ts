import type { Context } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers.js';
import { userErrorsOr, type FieldError } from '../../rest/errors.js';
import { currentUserAnswer } from '../auth/answers.js';
import { requireUser } from '../../security/access.js';
import { personDetailAnswer } from './answers.js';
import { personRequest } from './person-input.js';

/**
 * A failed write's `userErrors`, and the contact whose Work email it is: the api names it in `conflicting_person`
 * (api/README.md), which is no field of the form.
 */
async function failedWrite(error: unknown, context: Context) {
  const errors: FieldError[] = userErrorsOr(error);
  const conflictId = errors.find((item) => item.field === 'conflictingPerson')?.message;
  return {
    person: null,
    conflictingPerson:
      conflictId && /^\d+$/.test(conflictId) ? await context.loaders.contact.byId.load(Number(conflictId)) : null,
    userErrors: errors.filter((item) => item.field !== 'conflictingPerson'),
  };
}

const idOf = (id: string) => (/^\d+$/.test(id) ? id : '0');

export const contactEditResolvers: Resolvers = {
  Mutation: {
    createPerson: async (_parent, { input }, context) => {
      try {
        const person = await context.rest.send('POST', 'people/', personRequest(input.person), personDetailAnswer);
        return { person, conflictingPerson: null, userErrors: [] };
      } catch (error) {
        return failedWrite(error, context);
      }
    },
    updatePerson: async (_parent, { input }, context) => {
      const user = await requireUser(context);
      const id = idOf(input.id);
      try {
        const changes = personRequest(input.changes);
        // Your own record answers CurrentUser (the contact without notes, plus preferences); anyone else PersonDetail.
        let person;
        if (Number(id) === user.id) {
          const saved = await context.rest.send('PATCH', `people/${id}/`, changes, currentUserAnswer);
          context.loaders.auth.me.clear('all').prime('all', saved);
          person = saved;
        } else {
          person = await context.rest.send('PATCH', `people/${id}/`, changes, personDetailAnswer);
        }
        context.loaders.contact.detail.clear(Number(id));
        return { person, conflictingPerson: null, userErrors: [] };
      } catch (error) {
        return failedWrite(error, context);
      }
    },
    deletePerson: async (_parent, { input }, context) => {
      try {
        await context.rest.send('DELETE', `people/${idOf(input.id)}/`, undefined, () => null);
        return { deletedId: input.id, userErrors: [] };
      } catch (error) {
        return { deletedId: null, userErrors: userErrorsOr(error) };
      }
    },
    invitePerson: async (_parent, { input }, context) => {
      try {
        const body = input.profileType == null ? {} : { profile_type: input.profileType };
        const person = await context.rest.send('POST', `people/${idOf(input.id)}/invite/`, body, personDetailAnswer);
        return { person, conflictingPerson: null, userErrors: [] };
      } catch (error) {
        return failedWrite(error, context);
      }
    },
    revokeInvite: async (_parent, { input }, context) => {
      try {
        const person = await context.rest.send(
          'DELETE',
          `people/${idOf(input.id)}/revoke/`,
          undefined,
          personDetailAnswer,
        );
        return { person, conflictingPerson: null, userErrors: [] };
      } catch (error) {
        return failedWrite(error, context);
      }
    },
    updateSignature: async (_parent, { input }, context) => {
      const user = await requireUser(context);
      try {
        const saved = await context.rest.send(
          'PATCH',
          `people/${user.id}/`,
          { signature: input.signature ?? null },
          currentUserAnswer,
        );
        context.loaders.auth.me.clear('all').prime('all', saved);
        return { user: saved, userErrors: [] };
      } catch (error) {
        return { user: null, userErrors: userErrorsOr(error) };
      }
    },
  },
};
