import { useQuery } from '@apollo/client/react';
import { Fragment, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CellValue } from '../../../components/data-table/data-table-types';
import { useNotify } from '../../../components/notifications/notifications';
import { notifyGraphQLError } from '../../../components/notifications/notify-error';
import {
  PrintGroupRow,
  PrintPage,
  PrintRow,
  PrintTable,
  usePrintOnce,
  useRowsInChunks,
  type PrintColumn,
} from '../../../components/print/print-page';
import { countLine, sortedByText } from '../../../components/print/print-query';
import { ContactsPrintPage_PeopleDocument } from '../../../generated/graphql';
import {
  CONTACT_COLUMNS,
  CONTACT_GROUP_FIELDS,
  contactRowId,
  rowsByGroup,
  rowsPerGroupValue,
  toPersonOrder,
  type ContactRow,
} from '../../../components/lists/contact-columns';
import { useContactGroupCounts } from '../use-contact-group-counts';
import { PROFILE_TYPE_LABELS } from '../../../components/lists/person-labels';
import { fromOrderingParam, PRINT_LIMIT } from './print-query';

const PRINT_COLUMNS: PrintColumn<ContactRow>[] = [
  { label: 'Name', value: (row) => row.fullName },
  { label: 'Company', value: (row) => row.company },
  { label: 'Job Title', value: (row) => row.jobTitle },
  { label: 'Email', value: (row) => row.primaryEmail },
  { label: 'Phone', value: (row) => row.primaryPhone, noWrap: true },
  { label: 'City', value: (row) => row.city },
  { label: 'Categories', value: (row) => row.categories.map((category) => category.name).join(', ') },
  { label: 'Tags', value: (row) => row.tags.join(', ') },
  { label: 'User Type', value: (row) => PROFILE_TYPE_LABELS[row.profileType] },
];

const printable = (value: CellValue) => (value === null || value === undefined ? '' : String(value));

/** A group's value as the list's group rows key it ('' for none). */
const groupKey = (value: CellValue) => (value === null || value === undefined ? '' : String(value));

/**
 * /print/contacts?search=&ordering=&group=: the contacts list as the list shows it, on paper (spec part 2 "Print
 * screens"); grouped, each group starts with its value and its size in the whole list.
 */
export function ContactsPrintPage() {
  const [params] = useSearchParams();
  const notify = useNotify();
  const search = params.get('search')?.trim() ?? '';
  const ordering = params.get('ordering');
  const sorting = useMemo(() => fromOrderingParam(ordering), [ordering]);
  const orderBy = toPersonOrder(sorting);
  const groupParam = params.get('group');
  const groupColumn =
    groupParam && CONTACT_GROUP_FIELDS[groupParam]
      ? CONTACT_COLUMNS.find((column) => column.id === groupParam)
      : undefined;
  const groupedBy = groupColumn ? groupColumn.id : null;
  const groupCounts = useContactGroupCounts(groupedBy, search);
  const { data, error } = useQuery(ContactsPrintPage_PeopleDocument, {
    variables: { first: PRINT_LIMIT, search: search || undefined, orderBy: orderBy.length ? orderBy : undefined },
    // Up to 10,000 rows for one look: kept out of the normalized cache. Writing them there and reading them back
    // (with the garbage it made) took about as long as the request: with 10,000 rows on PostgreSQL, navigation to
    // print dialog went from 6.2 s to 3.5-4.2 s.
    fetchPolicy: 'no-cache',
  });
  const people = data?.people;
  // Worked out once, not again for every chunk of rows shown; the rows' group values likewise.
  const rows = useMemo(
    () => (people ? rowsByGroup(rowsPerGroupValue(people.nodes, groupedBy), groupedBy) : []),
    [people, groupedBy],
  );
  const groups = useMemo(
    () => (groupColumn ? rows.map((row) => groupKey(groupColumn.value(row))) : []),
    [rows, groupColumn],
  );
  const ready = Boolean(people) && (!groupedBy || Boolean(groupCounts));
  // The rows go on the page once it shows the table.
  const shown = useRowsInChunks(ready ? rows.length : 0);

  useEffect(() => {
    if (error) notifyGraphQLError(notify, error, 'No contacts found');
  }, [error, notify]);
  // Once the rows (and the groups' sizes) are on the page, the browser's print dialog opens (once).
  usePrintOnce(ready && shown === rows.length);

  // A column the rows are sorted by that the table lacks (Rating, Invite Status, dates) is added after the others.
  // The same array from render to render: the rows already shown are not rendered again.
  const columns: PrintColumn<ContactRow>[] = useMemo(() => {
    const shownLabels = new Set(PRINT_COLUMNS.map((column) => column.label));
    return [
      ...PRINT_COLUMNS,
      ...sorting
        .map((key) => CONTACT_COLUMNS.find((column) => column.id === key.id))
        .filter((column) => column !== undefined && !shownLabels.has(column.label))
        .map((column) => ({ label: column!.label, value: (row: ContactRow) => printable(column!.value(row)) })),
    ];
  }, [sorting]);

  const sortedBy = sortedByText(sorting, (id) => CONTACT_COLUMNS.find((column) => column.id === id)?.label);
  return (
    <PrintPage
      title="Contacts"
      ready={Boolean(people) && ready}
      loadingLabel="Loading contacts to print"
      description={[
        people && countLine(people.nodes.length, people.totalCount, 'contacts'),
        search && `Search: “${search}”`,
        sortedBy && `Sorted by: ${sortedBy}`,
        groupColumn && `Grouped by: ${groupColumn.label}`,
      ]}
      emptyMessage={
        people?.nodes.length === 0 ? (search ? `No search results found for "${search}"` : 'No contacts found') : null
      }
    >
      <PrintTable columns={columns} rows={rows}>
        {rows.slice(0, shown).map((row, index) => {
          const group = groupColumn ? groups[index] : undefined;
          const startsGroup = groupColumn !== undefined && (index === 0 || groups[index - 1] !== group);
          return (
            <Fragment key={contactRowId(row, groupedBy)}>
              {startsGroup && (
                <PrintGroupRow span={columns.length}>
                  {groupColumn.label}: {group || '(blank)'} ({groupCounts?.get(group ?? '') ?? 0})
                </PrintGroupRow>
              )}
              <PrintRow columns={columns} row={row} />
            </Fragment>
          );
        })}
      </PrintTable>
    </PrintPage>
  );
}
