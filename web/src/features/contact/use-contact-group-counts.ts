import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { groupCountsByShownValue } from '../../components/data-table/group-order';
import { ContactsListPage_GroupCountsDocument } from '../../generated/graphql';
import { CONTACT_GROUP_FIELDS } from '../../components/lists/contact-columns';

/**
 * The true size of each group of the grouped column, for the whole searched list (not the loaded rows); undefined
 * until the server answers for this column and search. Apollo gives no `data` while new variables are on their way:
 * its `previousData`, the counts of the previous column or search, would be wrong figures for this one.
 */
export function useContactGroupCounts(
  groupedBy: string | null,
  search: string,
): ReadonlyMap<string, number> | undefined {
  const source = groupedBy ? CONTACT_GROUP_FIELDS[groupedBy] : undefined;
  const { data } = useQuery(ContactsListPage_GroupCountsDocument, {
    variables: { groupBy: source?.field ?? 'COMPANY', search: search || undefined },
    skip: !source,
  });
  return useMemo(() => {
    if (!source || !data) return undefined;
    return groupCountsByShownValue(data.personGroupCounts, source.key);
  }, [data, source]);
}
