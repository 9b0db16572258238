import { GraphQLError } from 'graphql';
import type { Context } from '../../context.js';
import { ProfileType } from '../auth/enums.js';
import type { MergeFieldsInput, Resolvers } from '../../generated/resolvers.js';
import { nullOn404 } from '../../rest/loader.js';
import { RestError, userErrorsOr, type FieldError } from '../../rest/errors.js';
import { requireUser } from '../../security/access.js';
import {
  deletedPageAnswer,
  externalContactsAnswer,
  importedDuplicateAnswer,
  importedDuplicatesAnswer,
  peopleAnswer,
  personAnswer,
  personMergesAnswer,
  possibleDuplicatesAnswer,
} from './answers.js';

const forbidden = () =>
  new GraphQLError('You do not have permission to perform this action.', {
    extensions: { code: 'FORBIDDEN', status: 403 },
  });

/** Contact Management is for admins: checked here as well as by the api. */
async function requireAdmin(ctx: Context) {
  const user = await requireUser(ctx);
  if (user.profileType !== ProfileType.ADMIN) throw forbidden();
  return user;
}

const numericIds = (ids: readonly string[]) => ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number);
const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const idFields = new Set(['title', 'clientClass', 'legalStatus']);
const idListFields = new Set(['categories', 'subcategories', 'useClasses', 'locations']);

/** The merge screen's fields as the REST merge payload: snake_case keys, lookup ids as numbers. */
export function mergePayload(fields: MergeFieldsInput): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (idFields.has(key)) payload[snake(key)] = value === null ? null : Number(value);
    else if (idListFields.has(key)) payload[snake(key)] = (value as string[]).map(Number);
    else payload[snake(key)] = value;
  }
  return payload;
}

/** A 404 on a write is a user error the screen shows, not a failure of the whole operation. */
function writeErrors(error: unknown): FieldError[] {
  if (error instanceof RestError && error.status === 404) return [{ field: null, message: 'Not found.' }];
  return userErrorsOr(error);
}

async function done(action: () => Promise<unknown>): Promise<{ success: boolean; userErrors: FieldError[] }> {
  try {
    await action();
    return { success: true, userErrors: [] };
  } catch (error) {
    return { success: false, userErrors: writeErrors(error) };
  }
}

async function merged<T>(action: () => Promise<T>): Promise<{ person: T | null; userErrors: FieldError[] }> {
  try {
    return { person: await action(), userErrors: [] };
  } catch (error) {
    return { person: null, userErrors: writeErrors(error) };
  }
}

export const contactManagementResolvers: Resolvers = {
  Query: {
    importedDuplicates: async (_parent, _args, ctx) => {
      await requireAdmin(ctx);
      return ctx.rest.get('people/import-duplicates/', importedDuplicatesAnswer);
    },
    importedDuplicate: async (_parent, { id }, ctx) => {
      await requireAdmin(ctx);
      return /^\d{1,9}$/.test(id)
        ? nullOn404(ctx.rest.get(`people/import-duplicates/${id}/`, importedDuplicateAnswer))
        : null;
    },
    possibleDuplicates: async (_parent, { ids }, ctx) => {
      await requireAdmin(ctx);
      if (ids && numericIds(ids).length === 0) return [];
      return ctx.rest.get(
        'people/existing-duplicates-v2/',
        possibleDuplicatesAnswer,
        ids ? { ids: numericIds(ids).join(',') } : undefined,
      );
    },
    externalContacts: async (_parent, _args, ctx) => {
      await requireAdmin(ctx);
      return ctx.rest.get('external_contacts/', externalContactsAnswer);
    },
    deletedPeople: async (_parent, _args, ctx) => {
      await requireAdmin(ctx);
      const page = await ctx.rest.get('people/', deletedPageAnswer, { is_deleted: true, limit: 10000 });
      return page.results;
    },
  },
  Mutation: {
    mergeImportedDuplicate: async (_parent, { input }, ctx) => {
      await requireAdmin(ctx);
      return merged(() =>
        ctx.rest.send(
          'PATCH',
          `people/import-duplicates/${input.id}/merge_to_person/?person=${encodeURIComponent(input.person)}`,
          mergePayload(input.fields),
          personAnswer,
        ),
      );
    },
    deleteImportedDuplicates: async (_parent, { ids }, ctx) => {
      await requireAdmin(ctx);
      return done(() =>
        ctx.rest
          .raw('DELETE', 'people/import-duplicates/delete_multiple/', undefined, { ids: numericIds(ids) })
          .then(check),
      );
    },
    mergePossibleDuplicates: async (_parent, { input }, ctx) => {
      await requireAdmin(ctx);
      if (!/^\d{1,9}$/.test(input.survivor))
        return { person: null, userErrors: [{ field: 'survivor', message: 'Not found.' }] };
      const payload = {
        ...mergePayload(input.fields),
        ...(input.capitalProvider != null && { capital_provider: Number(input.capitalProvider) }),
      };
      return merged(() =>
        ctx.rest.send(
          'PATCH',
          `people/existing-duplicates/${input.survivor}/merge_from_people/?people=${numericIds(input.people).join(',')}`,
          payload,
          personAnswer,
        ),
      );
    },
    ignorePossibleDuplicates: async (_parent, { ids }, ctx) => {
      await requireAdmin(ctx);
      return done(() =>
        ctx.rest
          .raw(
            'POST',
            'people/existing-duplicates/ignore/',
            { people: numericIds(ids).join(',') },
            { ignored_as_duplicate: true },
          )
          .then(check),
      );
    },
    dismissExternalContacts: async (_parent, { ids }, ctx) => {
      await requireAdmin(ctx);
      return done(() =>
        ctx.rest.raw('DELETE', 'external_contacts/delete_multiple/', undefined, { ids: numericIds(ids) }).then(check),
      );
    },
    reactivatePeople: async (_parent, { ids }, ctx) => {
      await requireAdmin(ctx);
      return done(() =>
        ctx.rest.send(
          'PATCH',
          `people/update_multiple/?items=${numericIds(ids).join(',')}`,
          { is_deleted: false },
          peopleAnswer,
        ),
      );
    },
    deletePeoplePermanently: async (_parent, { ids }, ctx) => {
      await requireAdmin(ctx);
      return done(() =>
        ctx.rest.raw('DELETE', 'people/permanently_delete_multiple/', undefined, { ids: numericIds(ids) }).then(check),
      );
    },
    undoMerge: async (_parent, { id }, ctx) => {
      await requireAdmin(ctx);
      if (!/^\d{1,9}$/.test(id)) return { person: null, userErrors: [{ field: 'id', message: 'Not found.' }] };
      return merged(() => ctx.rest.send('POST', `people/merges/${id}/undo/`, {}, personAnswer));
    },
  },
  Person: {
    undoableMerges: async (person, _args, ctx) => {
      const user = await ctx.loaders.auth.me.load('all');
      if (user?.profileType !== ProfileType.ADMIN) return [];
      return ctx.rest.get(`people/${person.id}/merges/`, personMergesAnswer);
    },
  },
  PersonMerge: {
    mergedIds: (merge) => merge.merged.map(String),
  },
  ImportedDuplicate: {
    duplicateOf: (row) => row.duplicateOfDetails,
  },
};

/** A raw answer outside 2xx becomes the same error a checked call would throw. */
function check(answer: { status: number; text: string }) {
  if (answer.status < 200 || answer.status >= 300) {
    let body: unknown;
    try {
      body = answer.text ? JSON.parse(answer.text) : undefined;
    } catch {
      body = undefined;
    }
    throw new RestError(answer.status, body);
  }
}
