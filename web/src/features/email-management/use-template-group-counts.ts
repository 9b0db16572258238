import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { groupCountsByShownValue } from '../../components/data-table/group-order';
import { EmailManagement_TemplateGroupCountsDocument } from '../../generated/graphql';
import { TEMPLATE_GROUP_FIELDS } from './template-columns';

/**
 * The true size of each group of the grouped column, for the user's whole searched templates list (not the loaded
 * rows); undefined until the server answers for this column and search. Apollo gives no `data` while new variables
 * are on their way: the counts of the previous column or search would be wrong figures here. Read again on each
 * visit, as the list's rows are: templates change in the editor meanwhile.
 */
export function useTemplateGroupCounts(
  groupedBy: string | null,
  search: string,
): ReadonlyMap<string, number> | undefined {
  const source = groupedBy ? TEMPLATE_GROUP_FIELDS[groupedBy] : undefined;
  const { data } = useQuery(EmailManagement_TemplateGroupCountsDocument, {
    variables: { groupBy: source?.field ?? 'NAME', search: search || undefined },
    skip: !source,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  return useMemo(() => {
    if (!source || !data) return undefined;
    return groupCountsByShownValue(data.templateGroupCounts, source.key);
  }, [data, source]);
}
