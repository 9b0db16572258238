import { useApolloClient, useQuery } from '@apollo/client/react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import { LenderMatchPage_MatchesDocument } from '../../generated/graphql';
import { formatMoney } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { downloadLenderMatches } from './lender-match-csv';
import { LenderMatchTable } from './lender-match-table';
import { OutreachDialog } from './outreach-dialog';

const LOAD_FAILED = "Couldn't load the lender matches";
/** Rows the list reads at first, and Show more adds (a ranking of 10,000 providers stays quick to draw). */
const PAGE_ROWS = 50;

/**
 * /projects/:id/lender-matches (extension, issue 54): the capital providers ranked by fit to the deal, fits first,
 * then near misses with what they miss and by how much; `?fails=1` adds those that fail, with the reason. Selected
 * providers are added to the project and emailed in one step; the list prints and exports.
 */
export function LenderMatchPage() {
  const { id = '' } = useParams();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  // Kept in the URL too (a reload, the print view), but drawn from here: the switch answers the click at once.
  const [includeFails, setIncludeFails] = useState(params.get('fails') === '1');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [outreach, setOutreach] = useState(false);
  // How many rows the list reads. Show more reads it again from the top, longer, instead of the next page by offset:
  // each reading is one snapshot of the ranking, so a provider that others add, change or remove meanwhile can
  // neither repeat a row nor push one out of sight.
  const [length, setLength] = useState(PAGE_ROWS);
  const { data, previousData, error, loading, refetch } = useQuery(LenderMatchPage_MatchesDocument, {
    variables: { id, includeFails, first: length },
    fetchPolicy: 'cache-and-network',
  });
  const client = useApolloClient();
  // While the other list (with or without the fails) loads, the one on screen stays.
  const project = (data ?? previousData)?.project;
  useDocumentTitle(project ? `Match Lenders: ${project.name}` : undefined);
  useEffect(() => {
    if (error) notifyGraphQLError(notify, error, LOAD_FAILED);
  }, [error, notify]);

  const rows = project?.lenderMatches.nodes ?? [];
  const picked = rows.filter((row) => selected.has(row.person.id));
  const select = (ids: string[], on: boolean) => {
    const next = new Set(selected);
    for (const person of ids) {
      if (on) next.add(person);
      else next.delete(person);
    }
    setSelected(next);
  };
  const toggleFails = (on: boolean) => {
    setIncludeFails(on);
    const next = new URLSearchParams(params);
    if (on) next.set('fails', '1');
    else next.delete('fails');
    setParams(next, { replace: true });
  };
  const matches = project?.lenderMatches;
  const hasMore = matches?.pageInfo.hasNextPage ?? false;
  // The CSV holds the whole list, not only the rows loaded so far.
  const exportAll = async () => {
    try {
      const all = await client.query({
        query: LenderMatchPage_MatchesDocument,
        variables: { id, includeFails, first: 10_000 },
        fetchPolicy: 'no-cache',
      });
      downloadLenderMatches(id, all.data?.project?.lenderMatches.nodes ?? []);
    } catch (exportError) {
      notifyGraphQLError(notify, exportError, LOAD_FAILED);
    }
  };
  const fits = rows.filter((row) => row.fits).length;
  const near = rows.filter((row) => row.nearMiss).length;

  return (
    <Stack spacing={2} sx={{ p: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Button component={RouterLink} to={`/projects/${id}`} startIcon={<ArrowBackIcon />} size="small">
          {project?.name ?? 'Project'}
        </Button>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          Match Lenders
        </Typography>
        <Button component={RouterLink} to={`/print/projects/${id}/lender-matches${includeFails ? '?fails=1' : ''}`}>
          Print
        </Button>
        <Button disabled={rows.length === 0} onClick={() => void exportAll()}>
          Export CSV
        </Button>
      </Stack>
      {project && (
        <Typography color="text.secondary">
          {project.name}: capital required {formatMoney(project.capitalRequired)}.{' '}
          {hasMore ? `Showing ${rows.length} of ${matches?.totalCount ?? rows.length}: ` : ''}
          {fits} fit, {near} near {near === 1 ? 'miss' : 'misses'}
          {includeFails ? `, ${rows.length - fits - near} fail` : ''}.
        </Typography>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          sx={{ flex: 1 }}
          label="Show providers that fail"
          control={<Switch checked={includeFails} onChange={(event) => toggleFails(event.target.checked)} />}
        />
        <Typography>{picked.length} selected</Typography>
        <Button variant="contained" disabled={picked.length === 0} onClick={() => setOutreach(true)}>
          Add as providers and email
        </Button>
      </Stack>
      {error && !project && <Alert severity="error">{LOAD_FAILED}</Alert>}
      {!project && loading ? (
        <Skeleton variant="rounded" height={320} role="status" aria-label="Loading lender matches" />
      ) : (
        project && (
          <Card variant="outlined" sx={{ overflowX: 'auto' }}>
            {rows.length === 0 ? (
              <Typography sx={{ p: 2 }}>
                {includeFails ? 'No capital providers yet.' : 'No capital provider fits or nearly fits this deal.'}
              </Typography>
            ) : (
              <>
                <LenderMatchTable rows={rows} selected={selected} onSelect={select} />
                {hasMore && (
                  <Button sx={{ m: 1 }} disabled={loading} onClick={() => setLength(rows.length + PAGE_ROWS)}>
                    Show more
                  </Button>
                )}
              </>
            )}
          </Card>
        )
      )}
      {outreach && (
        <OutreachDialog
          projectId={id}
          rows={picked}
          onClose={() => setOutreach(false)}
          onDone={() => {
            setOutreach(false);
            setSelected(new Set());
            // Read again as far as the list is shown: the providers added may be beyond its first rows.
            void refetch();
          }}
        />
      )}
    </Stack>
  );
}
