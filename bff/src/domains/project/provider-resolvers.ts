import { ProviderRelation, ProvidersStateAnswer } from '@ft8/contract/project';
import type { Context } from '../../context.js';
import type { ProviderRelationStateValue } from './enums.js';
import type { Resolvers, UserError } from '../../generated/resolvers.js';
import { restAnswer } from '../../rest/answer.js';
import { badUserInput, userErrorsOr } from '../../rest/errors.js';
import { projectAnswer } from './answers.js';

// Capital providers on a project (spec part 2 section 7, Members and providers): `POST projects/providers/` per
// contact, `POST projects/{id}/capital_provider/` for one state over one or many, `PATCH projects/providers/{id}/`
// for the notes. A REST 400 becomes `userErrors`; a refusal (403) or a missing project (404) stays an error.

const providerAnswer = restAnswer(ProviderRelation);
const providersStateAnswer = restAnswer(ProvidersStateAnswer);

const MAX_PEOPLE = 100;
const CONTACTED: ProviderRelationStateValue = 1;

const isId = (id: string) => /^[1-9]\d{0,8}$/.test(id);

function checkedId(id: string, field: string): number {
  if (!isId(id)) throw badUserInput('A valid integer is required.', field);
  return Number(id);
}

function checkedIds(ids: readonly string[], field: string): number[] {
  if (ids.length === 0) throw badUserInput('Select at least one.', field);
  return ids.map((id) => checkedId(id, field));
}

/** REST's field names (camelCased) -> the input's. */
const inputField: Record<string, string> = { person: 'personIds', project: 'projectId' };
const asInputFields = (errors: UserError[]) =>
  errors.map((error) => ({ ...error, field: (error.field && inputField[error.field]) ?? error.field }));

const projectNow = (context: Context, project: number) => context.rest.get(`projects/${project}/`, projectAnswer);

export const providerResolvers: Resolvers = {
  Mutation: {
    addProjectProviders: async (_parent, { input }, context) => {
      const project = checkedId(input.projectId, 'projectId');
      const people = checkedIds(input.personIds, 'personIds');
      if (people.length > MAX_PEOPLE) throw badUserInput(`At most ${MAX_PEOPLE} contacts at once.`, 'personIds');
      const state = input.state ?? CONTACTED;
      // One call per contact (REST has no bulk add), in order, so that a refusal names its contact.
      const userErrors: UserError[] = [];
      for (const person of people) {
        try {
          await context.rest.send('POST', 'projects/providers/', { project, person, state }, providerAnswer);
        } catch (error) {
          userErrors.push(...asInputFields(userErrorsOr(error)));
        }
      }
      return { project: await projectNow(context, project), userErrors };
    },
    setProviderState: async (_parent, { input }, context) => {
      const project = checkedId(input.projectId, 'projectId');
      const ids = checkedIds(input.ids, 'ids');
      try {
        await context.rest.send(
          'POST',
          `projects/${project}/capital_provider/`,
          { ids, state: input.state },
          providersStateAnswer,
        );
      } catch (error) {
        return { project: null, userErrors: asInputFields(userErrorsOr(error)) };
      }
      // The answer's cp_summary is the project's; read the project once for its providers with it.
      return { project: await projectNow(context, project), userErrors: [] };
    },
    updateProviderNotes: async (_parent, { input }, context) => {
      const id = checkedId(input.id, 'id');
      const notes = input.notes.trim() === '' ? null : input.notes;
      try {
        const provider = await context.rest.send('PATCH', `projects/providers/${id}/`, { notes }, providerAnswer);
        return { provider, userErrors: [] };
      } catch (error) {
        return { provider: null, userErrors: userErrorsOr(error) };
      }
    },
  },
  ProviderRelationType: {
    state: (item) => item.id as ProviderRelationStateValue,
  },
};
