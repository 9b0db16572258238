import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { groupCountsByShownValue } from '../../components/data-table/group-order';
import { ProjectsListPage_GroupCountsDocument } from '../../generated/graphql';
import { PROJECT_GROUP_FIELDS } from '../../components/lists/project-columns';

/**
 * The true size of each group of the grouped column, for the whole searched and filtered list the user may see (not
 * the loaded rows); undefined until the server answers for this column, search and statuses. Apollo gives no `data`
 * while new variables are on their way: the counts of the previous column or filter would be wrong figures here.
 * Read again on each visit, as the list's rows are: others change projects meanwhile.
 */
export function useProjectGroupCounts(
  groupedBy: string | null,
  search: string,
  statusIds: readonly string[],
): ReadonlyMap<string, number> | undefined {
  const field = groupedBy ? PROJECT_GROUP_FIELDS[groupedBy] : undefined;
  const { data } = useQuery(ProjectsListPage_GroupCountsDocument, {
    variables: {
      groupBy: field ?? 'NAME',
      search: search || undefined,
      statusIds: statusIds.length ? [...statusIds] : undefined,
    },
    skip: !field,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  return useMemo(() => (field && data ? groupCountsByShownValue(data.projectGroupCounts) : undefined), [data, field]);
}
