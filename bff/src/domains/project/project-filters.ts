import { numericIds } from '../../base/connection.js';
import type { QueryProjectsArgs } from '../../generated/resolvers.js';

/** The projects list's search and filters as REST's query (`GET projects/` and `projects/group_counts/`). */
export const projectFilters = (args: Pick<QueryProjectsArgs, 'search' | 'statusIds' | 'mine'>) => ({
  search: args.search?.trim() || undefined,
  status: numericIds(args.statusIds, 'statusIds'),
  mine: args.mine ?? undefined,
});
