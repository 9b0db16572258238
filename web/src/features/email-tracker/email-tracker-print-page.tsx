import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { filterGroups, filtersOf, NO_COMPANY } from './company-groups';
import { TrackerSummary } from './tracker-summary';
import { TrackerTable } from './tracker-table';
import { TRACKER_REFUSED, useTrackerProject } from './use-tracker-project';

/**
 * /projects/:id/email-tracker/print?company=&status=: the tracker as its filters show it, read-only, on paper (spec
 * part 2 "Print screens": a title, description lines and a stats header; the shell's print header adds the section
 * and the date). The browser's print dialog opens once the rows are on the page.
 */
export function EmailTrackerPrintPage() {
  const { project, states, groups, readsProviders } = useTrackerProject();
  const [params] = useSearchParams();
  const filters = filtersOf(params);
  const shown = groups ? filterGroups(groups, filters) : [];
  const printed = useRef(false);
  const ready = Boolean(project && groups && readsProviders);

  useEffect(() => {
    if (!ready || printed.current) return;
    printed.current = true;
    window.print();
  }, [ready]);

  const state = states.find((candidate) => candidate.id === filters.stateId);
  const providers = shown.reduce((sum, group) => sum + group.providers.length, 0);
  return (
    <Stack spacing={2} sx={{ p: 3, '@media print': { p: 0 } }}>
      <Typography variant="h4" component="h1">
        Email Tracker
      </Typography>
      {project && !readsProviders ? (
        <Typography>{TRACKER_REFUSED}</Typography>
      ) : !project || !groups ? (
        <Skeleton variant="rounded" height={240} aria-label="Loading the email tracker to print" />
      ) : (
        <>
          <Stack spacing={0.5} aria-label="Description">
            <Typography variant="body2">Project: {project.name}</Typography>
            <Typography variant="body2">
              {shown.length === 1 ? '1 company' : `${shown.length} companies`},{' '}
              {providers === 1 ? '1 provider' : `${providers} providers`}
            </Typography>
            {filters.company !== null && (
              <Typography variant="body2">Company: {filters.company || NO_COMPANY}</Typography>
            )}
            {state && <Typography variant="body2">Status: {state.name}</Typography>}
          </Stack>
          <TrackerSummary states={states} cpSummary={project.cpSummary} companies={groups.length} />
          {shown.length === 0 ? (
            <Typography>No companies match the filters.</Typography>
          ) : (
            <TrackerTable groups={shown} caption="Capital providers by company" />
          )}
        </>
      )}
    </Stack>
  );
}
