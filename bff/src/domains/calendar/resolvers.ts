import { pageInfoOf } from '../../base/connection.js';
import type { Resolvers } from '../../generated/resolvers.js';
import { taskPageAnswer } from '../task/answers.js';
import { requireUser } from '../../security/access.js';
import { fetchCalendar } from './calendar.js';
import { tasksQuery } from './task-query.js';

// Access is the REST api's: staff see every task, others only their projects' (spec part 2 section 6).
export const calendarResolvers: Resolvers = {
  Query: {
    tasks: async (_parent, args, context) => {
      const me = args.filter?.assignedToMe ? (await requireUser(context)).id : null;
      const request = tasksQuery(args, me);
      if (!request) return { totalCount: 0, nodes: [], offset: 0 };
      const page = await context.rest.get('tasks/', taskPageAnswer, request.query);
      return { totalCount: page.count, nodes: page.results, offset: request.offset };
    },
    calendar: async (_parent, { from, to, projectIds, mine }, context) => {
      const user = await requireUser(context);
      return fetchCalendar(context.rest, {
        from,
        to,
        projectIds: projectIds ?? null,
        assignee: mine ? user.id : null,
      });
    },
  },
  CalendarEvent: {
    __resolveType: (event) => ('closingDate' in event ? 'CalendarProject' : 'Task'),
  },
  TaskConnection: {
    pageInfo: (page) => pageInfoOf(page),
  },
};
