import { useQuery } from '@apollo/client/react';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { CellValue } from '../../../components/data-table/data-table-types';
import { useNotify } from '../../../components/notifications/notifications';
import { notifyGraphQLError } from '../../../components/notifications/notify-error';
import { ContactsPrintPage_PeopleDocument } from '../../../generated/graphql';
import {
  CONTACT_COLUMNS,
  CONTACT_GROUP_FIELDS,
  contactRowId,
  rowsByGroup,
  rowsPerGroupValue,
  toPersonOrder,
  type ContactRow,
} from '../contact-columns';
import { useContactGroupCounts } from '../use-contact-group-counts';
import { PROFILE_TYPE_LABELS } from '../person-labels';
import { fromOrderingParam, PRINT_LIMIT } from './print-query';

// A plain table: 10,000 rows of text print (and render) faster than the list's virtualised grid.
// `noWrap`: a value that reads wrongly when split over two lines (a phone number).
type PrintColumn = { label: string; value: (row: ContactRow) => string | null | undefined; noWrap?: boolean };
const PRINT_COLUMNS: PrintColumn[] = [
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

const cell = { border: '1px solid', borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left', verticalAlign: 'top' };

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
  const sorting = fromOrderingParam(params.get('ordering'));
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
  const printed = useRef(false);
  const people = data?.people;
  const rows = useMemo(
    () => (people ? rowsByGroup(rowsPerGroupValue(people.nodes, groupedBy), groupedBy) : []),
    [people, groupedBy],
  );
  const ready = Boolean(people) && (!groupedBy || Boolean(groupCounts));

  useEffect(() => {
    if (error) notifyGraphQLError(notify, error, 'No contacts found');
  }, [error, notify]);
  // Once the rows (and the groups' sizes) are on the page, the browser's print dialog opens (once).
  useEffect(() => {
    if (!ready || printed.current) return;
    printed.current = true;
    window.print();
  }, [ready]);

  // A column the rows are sorted by that the table lacks (Rating, Invite Status, dates) is added after the others.
  const shownLabels = new Set(PRINT_COLUMNS.map((column) => column.label));
  const columns: PrintColumn[] = [
    ...PRINT_COLUMNS,
    ...sorting
      .map((key) => CONTACT_COLUMNS.find((column) => column.id === key.id))
      .filter((column) => column !== undefined && !shownLabels.has(column.label))
      .map((column) => ({ label: column!.label, value: (row: ContactRow) => printable(column!.value(row)) })),
  ];

  const sortedBy = sorting
    .map((key) => {
      const label = CONTACT_COLUMNS.find((column) => column.id === key.id)?.label ?? key.id;
      return key.desc ? `${label} (descending)` : label;
    })
    .join(', ');
  return (
    <Stack spacing={2} sx={{ p: 3, '@media print': { p: 0 } }}>
      <Typography variant="h4" component="h1">
        Contacts
      </Typography>
      {!people || !ready ? (
        <Skeleton variant="rounded" height={240} role="status" aria-label="Loading contacts to print" />
      ) : (
        <>
          <Stack spacing={0.5} aria-label="Description">
            <Typography variant="body2">
              {people.nodes.length < people.totalCount
                ? `The first ${people.nodes.length.toLocaleString('en-GB')} of ${people.totalCount.toLocaleString('en-GB')} contacts`
                : `${people.totalCount.toLocaleString('en-GB')} contacts`}
            </Typography>
            {search && <Typography variant="body2">Search: “{search}”</Typography>}
            {sortedBy && <Typography variant="body2">Sorted by: {sortedBy}</Typography>}
            {groupColumn && <Typography variant="body2">Grouped by: {groupColumn.label}</Typography>}
          </Stack>
          {people.nodes.length === 0 ? (
            <Typography>{search ? `No search results found for "${search}"` : 'No contacts found'}</Typography>
          ) : (
            <Stack
              component="table"
              sx={{
                display: 'table',
                borderCollapse: 'collapse',
                width: '100%',
                fontSize: 12,
                '& th': { ...cell, fontWeight: 600, bgcolor: 'action.hover' },
                '& td': cell,
                '& td.no-wrap': { whiteSpace: 'nowrap' },
                '& tr': { breakInside: 'avoid' },
                '@media print': { fontSize: 9 },
              }}
            >
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column.label} scope="col">
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => {
                  const group = groupColumn ? groupKey(groupColumn.value(row)) : undefined;
                  const startsGroup =
                    groupColumn !== undefined &&
                    (index === 0 || groupKey(groupColumn.value(rows[index - 1]!)) !== group);
                  return (
                    <Fragment key={contactRowId(row, groupedBy)}>
                      {startsGroup && (
                        <tr>
                          <th colSpan={columns.length} scope="colgroup">
                            {groupColumn.label}: {group || '(blank)'} ({groupCounts?.get(group ?? '') ?? 0})
                          </th>
                        </tr>
                      )}
                      <tr>
                        {columns.map((column) => (
                          <td key={column.label} className={column.noWrap ? 'no-wrap' : undefined}>
                            {column.value(row)}
                          </td>
                        ))}
                      </tr>
                    </Fragment>
                  );
                })}
              </tbody>
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
