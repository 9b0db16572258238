import { useQuery } from '@apollo/client/react';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useNotify } from '../../../components/notifications/notifications';
import { notifyGraphQLError } from '../../../components/notifications/notify-error';
import { ContactsPrintPage_PeopleDocument, type ContactsPrintPage_PeopleQuery } from '../../../generated/graphql';
import { CONTACT_COLUMNS, toPersonOrder } from '../contact-columns';
import { PROFILE_TYPE_LABELS } from '../person-labels';
import { fromOrderingParam, PRINT_LIMIT } from './print-query';

type PrintRow = ContactsPrintPage_PeopleQuery['people']['nodes'][number];

// A plain table: 10,000 rows of text print (and render) faster than the list's virtualised grid.
const PRINT_COLUMNS: { label: string; value: (row: PrintRow) => string | null | undefined }[] = [
  { label: 'Name', value: (row) => row.fullName },
  { label: 'Company', value: (row) => row.company },
  { label: 'Job Title', value: (row) => row.jobTitle },
  { label: 'Email', value: (row) => row.primaryEmail },
  { label: 'Phone', value: (row) => row.primaryPhone },
  { label: 'City', value: (row) => row.city },
  { label: 'Categories', value: (row) => row.categories.map((category) => category.name).join(', ') },
  { label: 'Tags', value: (row) => row.tags.join(', ') },
  { label: 'User Type', value: (row) => PROFILE_TYPE_LABELS[row.profileType] },
];

const cell = { border: '1px solid', borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left', verticalAlign: 'top' };

/** /print/contacts?search=&ordering=: the contacts list as the list shows it, on paper (spec part 2 "Print screens"). */
export function ContactsPrintPage() {
  const [params] = useSearchParams();
  const notify = useNotify();
  const search = params.get('search')?.trim() ?? '';
  const sorting = fromOrderingParam(params.get('ordering'));
  const orderBy = toPersonOrder(sorting);
  const { data, error } = useQuery(ContactsPrintPage_PeopleDocument, {
    variables: { first: PRINT_LIMIT, search: search || undefined, orderBy: orderBy.length ? orderBy : undefined },
    fetchPolicy: 'network-only',
  });
  const printed = useRef(false);

  useEffect(() => {
    if (error) notifyGraphQLError(notify, error, 'No contacts found');
  }, [error, notify]);
  // Once the rows are on the page, the browser's print dialog opens (once).
  useEffect(() => {
    if (!data || printed.current) return;
    printed.current = true;
    window.print();
  }, [data]);

  const people = data?.people;
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
      {!people ? (
        <Skeleton variant="rounded" height={240} aria-label="Loading contacts to print" />
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
                '& tr': { breakInside: 'avoid' },
                '@media print': { fontSize: 9 },
              }}
            >
              <thead>
                <tr>
                  {PRINT_COLUMNS.map((column) => (
                    <th key={column.label} scope="col">
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {people.nodes.map((row) => (
                  <tr key={row.id}>
                    {PRINT_COLUMNS.map((column) => (
                      <td key={column.label}>{column.value(row)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
