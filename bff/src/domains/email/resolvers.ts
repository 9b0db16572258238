import { blankMessage, isBlank } from '@ft8/contract/rules';
import { orderingOf, pageInfoOf, pageWindow } from '../../base/connection.js';
import { TemplateOrderField, type Resolvers, type UserError } from '../../generated/resolvers.js';
import type { RestClient } from '../../rest/client.js';
import { RestError, badUserInput, userErrorsOr } from '../../rest/errors.js';
import {
  createdIdAnswer,
  deletedAnswer,
  draftAnswer,
  draftsAnswer,
  templateAnswer,
  templatePageAnswer,
} from './answers.js';

// REST `emails/contexts/...` (drafts) and `emails/templates/...` (templates), spec part 2 section 7. Each user has
// their own: another user's draft or template is a REST 404 (null here, or not among `deletedIds`). A REST 400
// becomes `userErrors` with the api's per-field messages; anything else is a GraphQL error.

const isId = (id: string) => /^[1-9]\d{0,8}$/.test(id);
const NOT_AN_ID = 'A valid integer is required.';

const orderingField: Record<TemplateOrderField, string> = {
  [TemplateOrderField.Name]: 'name',
  [TemplateOrderField.UpdatedAt]: 'updated_at',
  [TemplateOrderField.CreatedAt]: 'created_at',
};

/** GraphQL ids -> REST numbers, refusing anything else before any call. */
function restIds(ids: readonly string[] | null | undefined, field: string): number[] {
  const list = ids ?? [];
  if (list.some((id) => !isId(id))) throw badUserInput(NOT_AN_ID, field);
  return list.map(Number);
}

/** Runs a REST write; a 400 becomes `userErrors`. */
async function write<T, K extends string>(key: K, call: () => Promise<T>) {
  type Result = { [P in K]: T | null } & { userErrors: UserError[] };
  try {
    return { [key]: await call(), userErrors: [] } as unknown as Result;
  } catch (error) {
    return { [key]: null, userErrors: userErrorsOr(error) } as unknown as Result;
  }
}

/** `DELETE <path>` with `{ids}`; answers the ids the api deleted (the user's own). */
async function deleteMany(rest: RestClient, path: string, ids: readonly string[]): Promise<string[]> {
  const restIdList = restIds(ids, 'ids');
  if (restIdList.length === 0) return [];
  const answer = await rest.raw('DELETE', path, undefined, { ids: restIdList });
  const body = answer.text ? (JSON.parse(answer.text) as unknown) : null;
  if (answer.status !== 200) throw new RestError(answer.status, body);
  return deletedAnswer(body).deleted.map(String);
}

const notFoundAsNull = (error: unknown) => {
  if (error instanceof RestError && error.status === 404) return null;
  throw error;
};

export const draftResolvers: Resolvers = {
  Query: {
    drafts: (_parent, _args, { rest }) => rest.get('emails/contexts/', draftsAnswer, { is_sent: '0' }),
  },
  Mutation: {
    deleteDrafts: async (_parent, { input }, { rest }) => {
      return { deletedIds: await deleteMany(rest, 'emails/contexts/delete_multiple/', input.ids), userErrors: [] };
    },
    saveDraftAsTemplate: async (_parent, { input }, { rest }) => {
      if (!isId(input.id)) return { template: null, userErrors: [{ field: 'id', message: NOT_AN_ID }] };
      if (isBlank(input.name)) return { template: null, userErrors: [{ field: 'name', message: blankMessage }] };
      return write('template', () =>
        rest.send('POST', `emails/contexts/${input.id}/save_as_template/`, { name: input.name }, templateAnswer),
      );
    },
  },
  Draft: {
    to: (draft) => draft.toPeople,
    cc: (draft) => draft.ccPeople,
    bcc: (draft) => draft.bccPeople,
    projectId: (draft) => (draft.project === null ? null : String(draft.project)),
    // A draft is its staff author's, who may read every project; one deleted since is null.
    project: (draft, _args, { loaders }) => (draft.project === null ? null : loaders.project.byId.load(draft.project)),
  },
};

export const templateResolvers: Resolvers = {
  Query: {
    templates: async (_parent, args, { rest }) => {
      const { limit, offset } = pageWindow(args);
      const page = await rest.get('emails/templates/', templatePageAnswer, {
        limit,
        offset,
        search: args.search?.trim() || undefined,
        // The api sorts on one key.
        sort: orderingOf(args.orderBy?.slice(0, 1), orderingField),
        is_company: args.isCompany ? '1' : undefined,
      });
      return { totalCount: page.count, nodes: page.results, offset };
    },
    template: (_parent, { id }, { rest }) =>
      isId(id) ? rest.get(`emails/templates/${id}/`, templateAnswer).catch(notFoundAsNull) : null,
  },
  Mutation: {
    createTemplate: (_parent, _args, { rest }) =>
      write('template', () => rest.send('POST', 'emails/templates/', {}, templateAnswer)),
    updateTemplate: async (_parent, { input }, { rest }) => {
      if (!isId(input.id)) return { template: null, userErrors: [{ field: 'id', message: NOT_AN_ID }] };
      if (input.name != null && isBlank(input.name))
        return { template: null, userErrors: [{ field: 'name', message: blankMessage }] };
      const body = {
        name: input.name ?? undefined,
        subject: input.subject ?? undefined,
        body: input.body ?? undefined,
        is_company: input.isCompany ?? undefined,
      };
      return write('template', () => rest.send('PATCH', `emails/templates/${input.id}/`, body, templateAnswer));
    },
    deleteTemplates: async (_parent, { input }, { rest }) => {
      return { deletedIds: await deleteMany(rest, 'emails/templates/delete_multiple/', input.ids), userErrors: [] };
    },
    saveTemplateAsDraft: async (_parent, { input }, { rest }) => {
      if (!isId(input.id)) return { draft: null, userErrors: [{ field: 'id', message: NOT_AN_ID }] };
      const body = { to: restIds(input.to, 'to'), cc: restIds(input.cc, 'cc'), bcc: restIds(input.bcc, 'bcc') };
      return write('draft', async () => {
        const { id } = await rest.send('POST', `emails/templates/${input.id}/save_as_draft/`, body, createdIdAnswer);
        return rest.get(`emails/contexts/${id}/`, draftAnswer);
      });
    },
  },
  TemplateConnection: {
    pageInfo: (page) => pageInfoOf(page),
  },
};
