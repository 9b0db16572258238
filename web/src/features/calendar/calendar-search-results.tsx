import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { LOAD_MORE_PX_FROM_BOTTOM } from '../../components/data-table/use-infinite-load';
import { CalendarSearch_TasksDocument } from '../../generated/graphql';
import { formatDate } from '../../lib/format';
import { usePageSearch } from '../../lib/page-search';
import { useBackLink } from '../../lib/back-link';
import { groupByMonth } from './calendar-model';

/** Spec section 9: list pages are 200 rows. */
const PAGE_SIZE = 200;

export type CalendarSearchResultsProps = { search: string };

/**
 * The calendar's Page Search results (spec part 2, Calendar (month)): the tasks whose title matches, latest due date
 * first (`tasks/?search=&ordering=-due_date`), grouped by due-date month with an 'Undated' group; more load within
 * about 500 px of the bottom.
 */
export function CalendarSearchResults({ search }: CalendarSearchResultsProps) {
  const { setLoading } = usePageSearch();
  const backLink = useBackLink();
  const { data, error, loading, networkStatus, fetchMore } = useQuery(CalendarSearch_TasksDocument, {
    variables: { first: PAGE_SIZE, search, orderBy: [{ field: 'DUE_DATE', direction: 'DESC' }] },
    // A search made again reads again (a task or its project renamed since); later pages append as before.
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const fetchingMore = networkStatus === NetworkStatus.fetchMore;
  const page = data?.tasks;
  const groups = useMemo(() => groupByMonth(page?.nodes ?? []), [page]);
  const endCursor = page?.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;

  // The Page Search box shows that the results are loading; typing stays possible.
  useEffect(() => {
    setLoading(loading);
  }, [loading, setLoading]);
  useEffect(() => () => setLoading(false), [setLoading]);

  // The next page when the end of the list comes within about 500 px of the viewport (spec section 9).
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const sentinel = end.current;
    if (!sentinel || !endCursor || loading) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void fetchMore({ variables: { after: endCursor } }).catch(() => undefined);
      },
      { rootMargin: `0px 0px ${LOAD_MORE_PX_FROM_BOTTOM}px 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [endCursor, loading, fetchMore]);

  return (
    <Stack sx={{ p: { xs: 1, md: 3 }, gap: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="h1" sx={{ fontSize: 24 }}>
          Search Results
        </Typography>
        {/* Spec part 2 "Print screens": the results on paper, up to 10,000 (the project feature's /print/tasks). */}
        <Button
          size="small"
          variant="outlined"
          component={RouterLink}
          to={`/print/tasks?${new URLSearchParams({ search, ordering: '-due_date' })}`}
        >
          Print
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">{`Displaying: ${search}`}</Typography>
      {page && (
        <Typography
          variant="body2"
          aria-live="polite"
        >{`Showing ${page.nodes.length} of ${page.totalCount}`}</Typography>
      )}
      {error && !fetchingMore && <Alert severity="error">{`Could not search the tasks: ${error.message}`}</Alert>}
      {!page && loading && (
        <Box role="progressbar" aria-label="Loading the search results">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} height={36} />
          ))}
        </Box>
      )}
      {page?.nodes.length === 0 && <Typography color="text.secondary">No tasks found</Typography>}
      {groups.map((group) => (
        <Box component="section" key={group.key} aria-labelledby={`calendar-group-${group.key}`} sx={{ mt: 2 }}>
          <Typography
            variant="h2"
            id={`calendar-group-${group.key}`}
            sx={{ fontSize: 18, fontWeight: 600, pb: 0.5, borderBottom: 1, borderColor: 'divider' }}
          >
            {group.label}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {group.tasks.map((task) => (
              <Box
                component="li"
                key={task.id}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: '120px minmax(160px, 1fr) 2fr' },
                  gap: { xs: 0, sm: 2 },
                  alignItems: 'center',
                  minHeight: 48,
                  py: 0.5,
                  borderBottom: 1,
                  borderColor: 'divider',
                }}
              >
                <Typography variant="body2" color="text.secondary">
                  {formatDate(task.dueDate) || 'No due date'}
                </Typography>
                <Typography variant="body2">{task.projectName}</Typography>
                <Link
                  component={RouterLink}
                  to={backLink(`/task/${task.id}`)}
                  underline="hover"
                  // Spec part 2: task lists show approved tasks struck through.
                  sx={task.state === 'APPROVED' ? { textDecoration: 'line-through' } : undefined}
                >
                  {task.title}
                </Link>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
      <div ref={end} />
      {fetchingMore && <CircularProgress size={24} aria-label="Loading more tasks" sx={{ alignSelf: 'center' }} />}
    </Stack>
  );
}
