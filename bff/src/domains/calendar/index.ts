import { defineDomain } from '../../domain.js';
import { calendarResolvers } from './resolvers.js';

/** The calendar (spec part 2, Calendar (month)): tasks by due date and project closing dates, and the task list. */
export const calendar = defineDomain({
  name: 'calendar',
  resolvers: [calendarResolvers],
});
