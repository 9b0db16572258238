import type { DataTableColumn } from '../../components/data-table/data-table-types';
import type { ActivityPage_RowFragment } from '../../generated/graphql';
import { formatDateTime } from '../../lib/format';
import { NOT_SPECIFIED } from './activity-filters-model';

export type ActivityRow = ActivityPage_RowFragment;

/** The table type under which the user's column choices are saved. */
export const ACTIVITY_TABLE_TYPE = 'activity';

const count = (list: readonly unknown[] | null) => (list?.length ? list.length : null);

/** The failed lines of an import: 'line 4: no email; line 9: ...'. */
export const failedLinesText = (row: ActivityRow) =>
  row.args.failedLines?.map((failed) => `line ${failed.line}: ${failed.reason}`).join('; ') || null;

/**
 * The entry's columns (spec part 2 "Activity entry": type, date, person, args, document), newest first. The args
 * each have a column; those only imports fill start hidden (the column control shows them).
 */
export const ACTIVITY_COLUMNS: DataTableColumn<ActivityRow>[] = [
  { id: 'date', label: 'Date', value: (row) => formatDateTime(row.date), groupable: false, width: 190 },
  { id: 'type', label: 'Type', value: (row) => row.type?.name ?? NOT_SPECIFIED.name, width: 200 },
  { id: 'user', label: 'User', value: (row) => row.person?.fullName ?? null, width: 200 },
  { id: 'document', label: 'Document', value: (row) => row.document, groupable: false, width: 240 },
  { id: 'fields', label: 'Fields', value: (row) => row.args.fields?.join(', ') || null, groupable: false, width: 260 },
  { id: 'file', label: 'File', value: (row) => row.args.file?.name ?? null, groupable: false },
  { id: 'people', label: 'Contacts', value: (row) => count(row.args.people), groupable: false, width: 120 },
  {
    id: 'created',
    label: 'Created',
    value: (row) => count(row.args.created),
    groupable: false,
    defaultActive: false,
    width: 120,
  },
  {
    id: 'duplicate',
    label: 'Duplicated',
    value: (row) => row.args.duplicate,
    groupable: false,
    defaultActive: false,
    width: 120,
  },
  {
    id: 'failedLines',
    label: 'Failed Lines',
    value: failedLinesText,
    groupable: false,
    defaultActive: false,
    width: 260,
  },
];
