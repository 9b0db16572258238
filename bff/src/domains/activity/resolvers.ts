import { GraphQLError } from 'graphql';
import type { Context } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers.js';
import { ProfileType } from '../auth/enums.js';
import { shownName } from '../contact/person-ref.js';
import { pickItem } from '../lookup/pick.js';
import { requireUser } from '../../security/access.js';
import { activityFilterQuery, activityPageQuery, encodeActivityCursor, restCursorOf } from './activity-query.js';
import { activityPageAnswer } from './answers.js';

const forbidden = () =>
  new GraphQLError('You do not have permission to perform this action.', {
    extensions: { code: 'FORBIDDEN', status: 403 },
  });

/** Contact Activity is admin only (spec part 2 section 6): checked here as well as by the api. */
async function requireAdmin(context: Context) {
  const user = await requireUser(context);
  if (user.profileType !== ProfileType.ADMIN) throw forbidden();
}

const ids = (values: readonly number[] | undefined) => values?.map(String) ?? null;

export const activityResolvers: Resolvers = {
  Query: {
    activities: async (_parent, args, context) => {
      await requireAdmin(context);
      const filters = activityFilterQuery(args);
      const page = activityPageQuery(args);
      const answer = await context.rest.get('activity/', activityPageAnswer, {
        ...filters,
        limit: page.limit,
        offset: page.offset || undefined,
        cursor: page.cursor,
      });
      return {
        totalCount: answer.count,
        nodes: answer.results,
        offset: page.offset,
        next: restCursorOf(answer.next),
      };
    },
  },
  ActivityConnection: {
    pageInfo: (page) => {
      const end = page.offset + page.nodes.length;
      return {
        hasNextPage: end < page.totalCount,
        endCursor:
          page.nodes.length > 0 ? encodeActivityCursor({ offset: end - 1, rest: page.next ?? undefined }) : null,
      };
    },
  },
  Activity: {
    id: (entry) => String(entry.id),
    type: (entry, _args, { loaders }) =>
      loaders.lookup.withTypes((lookups) => pickItem(lookups.activityTypes, entry.type)),
    person: (entry) =>
      entry.personDetails ? { ...entry.personDetails, fullName: shownName(entry.personDetails) } : null,
  },
  ActivityArgs: {
    person: (args) => (args.person === undefined ? null : String(args.person)),
    people: (args) => ids(args.people),
    created: (args) => ids(args.created),
    project: (args) => (args.project === undefined ? null : String(args.project)),
    task: (args) => (args.task === undefined ? null : String(args.task)),
    email: (args) => (args.email === undefined ? null : String(args.email)),
    column: (args) => (args.column === undefined ? null : String(args.column)),
  },
};
