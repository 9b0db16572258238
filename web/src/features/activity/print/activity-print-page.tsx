import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import {
  PrintPage,
  PrintRow,
  PrintTable,
  usePrintOnce,
  useRowsInChunks,
  type PrintColumn,
} from '../../../components/print/print-page';
import { countLine, PRINT_LIMIT } from '../../../components/print/print-query';
import { ActivityPage_TypesDocument, ActivityPrintPage_ActivitiesDocument } from '../../../generated/graphql';
import { formatDate } from '../../../lib/format';
import { ACTIVITY_COLUMNS, type ActivityRow } from '../activity-columns';
import { filtersFromParams, filterVariables, NOT_SPECIFIED, type ActivityFilters } from '../activity-filters-model';
import { useFilterUser } from '../activity-page';

/** The printed columns: the table's default ones. */
const PRINT_COLUMNS: PrintColumn<ActivityRow>[] = ACTIVITY_COLUMNS.filter(
  (column) => column.defaultActive !== false,
).map((column) => ({
  label: column.label,
  value: (row) => {
    const value = column.value(row);
    return value === null || value === undefined ? '' : String(value);
  },
  noWrap: column.id === 'date',
}));

/** The filters as the description's lines: 'Types: Contact Created, Not Specified', 'User: ...', 'From: ...'. */
export function filterLines(filters: ActivityFilters, typeName: (id: string) => string, userName: string | null) {
  return [
    filters.types.length > 0 && `Types: ${filters.types.map(typeName).join(', ')}`,
    filters.user && `User: ${userName ?? ''}`,
    filters.dateFrom && `From: ${formatDate(filters.dateFrom)}`,
    filters.dateTo && `To: ${formatDate(filters.dateTo)}`,
  ];
}

/**
 * /print/activity?types=&user=&dateFrom=&dateTo=: Contact Activity as the page's filters keep it, up to 10,000 entries,
 * newest first, on paper (spec part 2 "Print screens"). The app's print header shows the section and the date.
 */
export function ActivityPrintPage() {
  const [params] = useSearchParams();
  const filters = filtersFromParams(params);
  const user = useFilterUser(filters.user, null);
  const { data: lookups } = useQuery(ActivityPage_TypesDocument);
  const { data, error } = useQuery(ActivityPrintPage_ActivitiesDocument, {
    variables: { first: PRINT_LIMIT, ...filterVariables(filters) },
    // Up to 10,000 rows for one look: kept out of the normalized cache (as the contacts print).
    fetchPolicy: 'no-cache',
  });
  const activities = data?.activities;
  const typesKnown = filters.types.length === 0 || Boolean(lookups);
  const ready = Boolean(activities) && typesKnown;
  // The rows go on the page once it shows the table.
  const shown = useRowsInChunks(ready ? (activities?.nodes.length ?? 0) : 0);

  useEffect(() => {
    if (error) console.error('Contact Activity could not be loaded', error);
  }, [error]);
  usePrintOnce(ready && shown === activities?.nodes.length);

  const typeName = (id: string) =>
    id === NOT_SPECIFIED.id
      ? NOT_SPECIFIED.name
      : (lookups?.lookups.activityTypes.find((type) => type.id === id)?.name ?? id);
  return (
    <PrintPage
      title="Contact Activity"
      ready={ready}
      loadingLabel="Loading activity to print"
      description={[
        activities && countLine(activities.nodes.length, activities.totalCount, 'actions'),
        ...filterLines(filters, typeName, user?.fullName ?? null),
      ]}
      emptyMessage={activities?.nodes.length === 0 ? 'No activity' : null}
      orientation="landscape"
    >
      <PrintTable columns={PRINT_COLUMNS} rows={activities?.nodes}>
        {activities?.nodes.slice(0, shown).map((row) => (
          <PrintRow key={row.id} columns={PRINT_COLUMNS} row={row} />
        ))}
      </PrintTable>
    </PrintPage>
  );
}
