import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useNotify } from '../../../components/notifications/notifications';
import { notifyGraphQLError } from '../../../components/notifications/notify-error';
import {
  PrintPage,
  PrintRow,
  PrintTable,
  usePrintOnce,
  useRowsInChunks,
  type PrintColumn,
  type PrintStat,
} from '../../../components/print/print-page';
import { countLine, fromOrderingParam, PRINT_LIMIT, sortedByText } from '../../../components/print/print-query';
import { ProjectsListPage_StatusesDocument, ProjectsPrintPage_ProjectsDocument } from '../../../generated/graphql';
import { formatDate, formatMoney, formatPercent } from '../../../lib/format';
import { PROJECT_COLUMNS, toProjectOrder, type ProjectRow } from '../../../components/lists/project-columns';
import { idsParam } from './print-query';

const joinNames = (items: readonly { name: string }[]) => items.map((item) => item.name).join(', ');

const PRINT_COLUMNS: PrintColumn<ProjectRow>[] = [
  { label: 'Project Name', value: (row) => row.name },
  { label: 'Client', value: (row) => row.client?.fullName },
  { label: 'Status', value: (row) => row.status?.name },
  { label: 'Project Type', value: (row) => joinNames(row.projectTypes) },
  { label: 'Transaction Type', value: (row) => joinNames(row.transactionTypes) },
  { label: 'Capital Required', value: (row) => formatMoney(row.capitalRequired), noWrap: true, align: 'right' },
  { label: 'Fees', value: (row) => formatPercent(row.fees), noWrap: true, align: 'right' },
  { label: 'Total Fees', value: (row) => formatMoney(row.totalFees), noWrap: true, align: 'right' },
  { label: 'Closing Date', value: (row) => formatDate(row.closingDate), noWrap: true },
  {
    label: 'Capital Providers',
    value: (row) => row.cpSummary.map((entry) => `${entry.state}: ${entry.count}`).join(', '),
  },
];

/** The stats header: how many, and the sums of the amounts printed. */
export function projectStats(rows: readonly ProjectRow[]): PrintStat[] {
  const sum = (value: (row: ProjectRow) => number) => rows.reduce((total, row) => total + value(row), 0);
  return [
    { label: 'Projects', value: rows.length.toLocaleString('en-GB') },
    { label: 'Capital Required', value: formatMoney(sum((row) => row.capitalRequired)) },
    { label: 'Success Fees', value: formatMoney(sum((row) => row.successFee)) },
    { label: 'Total Fees', value: formatMoney(sum((row) => row.totalFees)) },
  ];
}

/**
 * /print/projects?search=&status=&ordering=: the projects list as the list shows it (its search, status filter and
 * sort), up to 10,000 rows, on paper (spec part 2 "Print screens"); the stats header sums the amounts printed.
 */
export function ProjectsPrintPage() {
  const [params] = useSearchParams();
  const notify = useNotify();
  const search = params.get('search')?.trim() ?? '';
  const statusIds = idsParam(params.get('status'));
  const sorting = fromOrderingParam(params.get('ordering'));
  const orderBy = toProjectOrder(sorting);
  const statuses = useQuery(ProjectsListPage_StatusesDocument).data?.lookups.projectStatusTypes;
  const { data, error } = useQuery(ProjectsPrintPage_ProjectsDocument, {
    variables: {
      first: PRINT_LIMIT,
      search: search || undefined,
      statusIds: statusIds.length ? statusIds : undefined,
      orderBy: orderBy.length ? orderBy : undefined,
    },
    // Up to 10,000 rows for one look: kept out of the normalized cache (as the contacts print).
    fetchPolicy: 'no-cache',
  });
  const projects = data?.projects;
  const stats = useMemo(() => (projects ? projectStats(projects.nodes) : []), [projects]);
  // The status names wait for the lookups, so that the description line is whole when the dialog opens.
  const ready = Boolean(projects) && (statusIds.length === 0 || Boolean(statuses));
  // The rows go on the page once it shows the table.
  const shown = useRowsInChunks(ready ? (projects?.nodes.length ?? 0) : 0);

  useEffect(() => {
    // Spec part 2 section 8: the projects list's load error.
    if (error) notifyGraphQLError(notify, error, 'No projects found');
  }, [error, notify]);
  usePrintOnce(ready && shown === projects?.nodes.length);

  const statusNames = statusIds.length
    ? statusIds.map((id) => statuses?.find((status) => status.id === id)?.name ?? id).join(', ')
    : 'All';
  const sortedBy = sortedByText(sorting, (id) => PROJECT_COLUMNS.find((column) => column.id === id)?.label);
  return (
    <PrintPage
      title="Projects"
      ready={ready}
      loadingLabel="Loading projects to print"
      description={[
        projects && countLine(projects.nodes.length, projects.totalCount, 'projects'),
        search && `Search: “${search}”`,
        `Status: ${statusNames}`,
        sortedBy && `Sorted by: ${sortedBy}`,
      ]}
      stats={projects?.nodes.length ? stats : undefined}
      emptyMessage={
        projects?.nodes.length === 0 ? (search ? `No search results found for "${search}"` : 'No projects found') : null
      }
      orientation="landscape"
    >
      <PrintTable columns={PRINT_COLUMNS} rows={projects?.nodes}>
        {projects?.nodes.slice(0, shown).map((row) => (
          <PrintRow key={row.id} columns={PRINT_COLUMNS} row={row} />
        ))}
      </PrintTable>
    </PrintPage>
  );
}
