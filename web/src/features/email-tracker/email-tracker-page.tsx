import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { Link as RouterLink } from 'react-router';
import { filterGroups, filterParams, filtersOf, NO_COMPANY, type TrackerFilters } from './company-groups';
import { TrackerSummary } from './tracker-summary';
import { TrackerTable } from './tracker-table';
import { TRACKER_REFUSED, useTrackerProject } from './use-tracker-project';
import { EMPTY_VALUE } from '../../lib/format';
import { useUrlFilters } from '../../lib/use-url-filters';

// The select's values for "all" and for the contacts without a company ('' would read as no value).
const ALL = '*';
const NONE = EMPTY_VALUE;
const companyValue = (company: string | null) => (company === null ? ALL : company || NONE);
const companyOf = (value: string) => (value === ALL ? null : value === NONE ? '' : value);

/**
 * /projects/:id/email-tracker (spec part 2 section 2): a back link to the project, a company filter, a status filter
 * (the company's state), a print button, a summary header and the providers grouped by company.
 */
export function EmailTrackerPage() {
  const { id, project, states, groups, readsProviders } = useTrackerProject();
  const [filters, changeFilters] = useUrlFilters(filtersOf, filterParams);
  const setFilters = (next: Partial<TrackerFilters>) => changeFilters({ ...filters, ...next });
  const shown = groups ? filterGroups(groups, filters) : [];
  const query = filterParams(filters).toString();

  return (
    <Stack spacing={3} sx={{ p: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={`/projects/${id}`} startIcon={<ArrowBackIcon />} size="small">
          Back to Project
        </Button>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          Email Tracker{project ? `: ${project.name}` : ''}
        </Typography>
        {/* Nothing to print for those who may not read the providers. */}
        {!(project && !readsProviders) && (
          <Button
            component={RouterLink}
            to={`/projects/${id}/email-tracker/print${query ? `?${query}` : ''}`}
            startIcon={<PrintOutlinedIcon />}
            variant="outlined"
            disabled={!project}
          >
            Print
          </Button>
        )}
      </Stack>
      {project && !readsProviders ? (
        <Alert severity="info">{TRACKER_REFUSED}</Alert>
      ) : !project || !groups ? (
        <Skeleton variant="rounded" height={320} aria-label="Loading the email tracker" />
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <TrackerSummary states={states} cpSummary={project.cpSummary} companies={groups.length} />
          </Paper>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <TextField
              select
              size="small"
              label="Company"
              value={companyValue(filters.company)}
              onChange={(event) => setFilters({ company: companyOf(event.target.value) })}
              sx={{ width: 280 }}
            >
              <MenuItem value={ALL}>All companies</MenuItem>
              {[...groups]
                .sort((a, b) => a.company.localeCompare(b.company))
                .map((group) => (
                  <MenuItem key={group.company} value={companyValue(group.company)}>
                    {group.company || NO_COMPANY}
                  </MenuItem>
                ))}
            </TextField>
            <TextField
              select
              size="small"
              label="Status"
              value={filters.stateId ?? ALL}
              onChange={(event) => setFilters({ stateId: event.target.value === ALL ? null : event.target.value })}
              sx={{ width: 220 }}
            >
              <MenuItem value={ALL}>All statuses</MenuItem>
              {states.map((state) => (
                <MenuItem key={state.id} value={state.id}>
                  {state.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
            {shown.length === 0 ? (
              <Typography sx={{ p: 2 }}>
                {groups.length === 0 ? 'No capital providers on this project yet.' : 'No companies match the filters.'}
              </Typography>
            ) : (
              <TrackerTable groups={shown} caption="Capital providers by company" />
            )}
          </Paper>
        </>
      )}
    </Stack>
  );
}
