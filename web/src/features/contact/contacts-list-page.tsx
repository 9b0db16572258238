import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { MRT_RowSelectionState } from 'material-react-table';
import { DataTable } from '../../components/data-table/data-table';
import { recallSelection } from '../../components/data-table/table-memory';
import type { RowOpenEvent } from '../../components/data-table/data-table-types';
import { useTableSorting } from '../../components/data-table/use-table-sorting';
import { usePageSearch } from '../../lib/page-search';
import {
  CONTACT_COLUMNS,
  CONTACTS_TABLE_TYPE,
  contactRowId,
  CONTACT_SORTING,
  rowsByGroup,
  rowsPerGroupValue,
  type ContactRow,
} from '../../components/lists/contact-columns';
import { ContactActionDialogs } from '../../components/contact-actions/contact-action-dialogs';
import { ContactsListActions } from './list-actions/contacts-list-actions';
import { contactsPrintPath } from './print/print-query';
import { useContactGroupCounts } from './use-contact-group-counts';
import { useContactsPeople } from './use-contacts-people';

export { prefetchContactsPeople } from './use-contacts-people';

/** /contacts: every contact, 200 at a time, searched from the top bar's Page Search box. */
export function ContactsListPage() {
  const navigate = useNavigate();
  const { search, setLoading } = usePageSearch();
  const [sorting, setSorting] = useTableSorting(CONTACT_SORTING);
  const people = useContactsPeople(search, sorting);
  const [groupedBy, setGroupedBy] = useState<string | null>(null);
  const groupCounts = useContactGroupCounts(groupedBy, search);
  const rows = useMemo(
    () => rowsByGroup(rowsPerGroupValue(people.rows, groupedBy), groupedBy),
    [people.rows, groupedBy],
  );
  const [selection, setSelection] = useState<MRT_RowSelectionState>(() => recallSelection(CONTACTS_TABLE_TYPE));
  // Contacts, not rows: grouped by categories or tags a contact shows in each of its groups.
  const selected = useMemo(() => {
    const picked = new Map<string, { id: string; profileType: string; inviteStatus: string }>();
    for (const row of people.rows)
      if (selection[contactRowId(row, groupedBy)])
        picked.set(row.id, { id: row.id, profileType: row.profileType, inviteStatus: row.inviteStatus });
    return [...picked.values()];
  }, [people.rows, selection, groupedBy]);

  // The Page Search box shows that the list is loading (spec part 1 section 2); typing stays possible.
  useEffect(() => {
    setLoading(people.loading);
  }, [people.loading, setLoading]);
  useEffect(() => () => setLoading(false), [setLoading]);

  // /contacts/assignToProject?items=ids and /contacts/email?to=ids open their dialogs over the list.
  const handleRowOpen = (row: ContactRow, event: RowOpenEvent) => {
    const path = `/contacts/${row.id}`;
    if (event.ctrlKey || event.metaKey) window.open(path, '_blank', 'noopener');
    else void navigate(path);
  };

  return (
    <Stack sx={{ p: 3 }}>
      <Typography variant="h4" component="h1">
        Contacts
      </Typography>
      <DataTable
        columns={CONTACT_COLUMNS}
        rows={rows}
        getRowId={(row) => contactRowId(row, groupedBy)}
        // Every groupable column is one the server counts: until it answers, a group shows no count.
        groupCounts={groupCounts ?? 'pending'}
        onGroupingChange={setGroupedBy}
        totalCount={people.totalCount}
        label="contacts"
        emptyMessage="No contacts found"
        search={search}
        loading={people.loading}
        fetchingMore={people.fetchingMore}
        hasNextPage={people.hasNextPage}
        onLoadMore={people.loadMore}
        sorting={sorting}
        onSortingChange={setSorting}
        tableType={CONTACTS_TABLE_TYPE}
        onRowClick={handleRowOpen}
        rowSelection={selection}
        onRowSelectionChange={setSelection}
        selectedCount={selected.length}
        actions={
          <ContactsListActions
            selected={selected}
            onDone={() => setSelection({})}
            printPath={contactsPrintPath(search, sorting, groupedBy)}
          />
        }
      />
      <ContactActionDialogs basePath="/contacts" onAssigned={() => setSelection({})} />
    </Stack>
  );
}
