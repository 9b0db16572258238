import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import { PrintPage, PrintRow, PrintTable, usePrintOnce, type PrintColumn } from '../../components/print/print-page';
import { LenderMatchPage_MatchesDocument } from '../../generated/graphql';
import { formatMoney } from '../../lib/format';
import { criterionLabel, fitOf, reasonsOf, relationWords, type LenderMatchRow } from './lender-match-words';

type Ranked = LenderMatchRow & { rank: number };

const PRINT_COLUMNS: PrintColumn<Ranked>[] = [
  { label: '#', value: (row) => String(row.rank), noWrap: true, align: 'right' },
  { label: 'Provider', value: (row) => row.person.fullName },
  { label: 'Company', value: (row) => row.company },
  { label: 'Fit', value: (row) => fitOf(row), noWrap: true },
  { label: 'Score', value: (row) => String(row.score), noWrap: true, align: 'right' },
  { label: 'Misses', value: (row) => reasonsOf(row).join('; ') },
  { label: 'Meets', value: (row) => row.met.map((criterion) => criterionLabel[criterion]).join(', ') },
  { label: 'On Project', value: (row) => relationWords(row.relationState), noWrap: true },
];

/** /print/projects/:id/lender-matches?fails=1: the Match Lenders list on paper, with the fails when asked. */
export function LenderMatchPrintPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const notify = useNotify();
  const includeFails = params.get('fails') === '1';
  const { data, error } = useQuery(LenderMatchPage_MatchesDocument, {
    // The whole list on paper (the spec's print screens read up to 10,000 rows).
    variables: { id, includeFails, first: 10_000 },
    fetchPolicy: 'no-cache',
  });
  const project = data?.project;
  const rows = project?.lenderMatches.nodes.map((row, index) => ({ ...row, rank: index + 1 }));
  usePrintOnce(Boolean(rows));
  useEffect(() => {
    if (error) notifyGraphQLError(notify, error, "Couldn't load the lender matches");
  }, [error, notify]);

  return (
    <PrintPage
      title="Lender Matches"
      ready={Boolean(rows)}
      loadingLabel="Loading lender matches to print"
      description={[
        project && `Project: ${project.name}`,
        project && `Capital Required: ${formatMoney(project.capitalRequired)}`,
        includeFails ? 'Including the providers that fail' : 'Fits and near misses',
      ]}
      stats={
        rows && [
          { label: 'Fits', value: String(rows.filter((row) => row.fits).length) },
          { label: 'Near misses', value: String(rows.filter((row) => row.nearMiss).length) },
          ...(includeFails
            ? [{ label: 'Fails', value: String(rows.filter((row) => !row.fits && !row.nearMiss).length) }]
            : []),
        ]
      }
      emptyMessage={rows?.length === 0 ? 'No capital providers match this deal.' : null}
      orientation="landscape"
    >
      <PrintTable columns={PRINT_COLUMNS}>
        {rows?.map((row) => (
          <PrintRow key={row.person.id} columns={PRINT_COLUMNS} row={row} />
        ))}
      </PrintTable>
    </PrintPage>
  );
}
