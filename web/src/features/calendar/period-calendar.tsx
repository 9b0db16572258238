import FullCalendar, { type EventClickInfo } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { useQuery } from '@apollo/client/react';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CalendarPage_ProjectsDocument, MonthCalendar_EventsDocument } from '../../generated/graphql';
import { useBackLink } from '../../lib/back-link';
import { CalendarEventContent } from './calendar-event-content';
import { CalendarFilters } from './calendar-filters';
import {
  calendarEvents,
  DATE_PARAM,
  displayingLine,
  MONTH_PARAM,
  periodOf,
  PROJECTS_PARAM,
  projectIdsOf,
  RANGE_LABELS,
  RANGES,
  stepOf,
  switchParams,
  TASKS_PARAM,
  type CalendarRange,
  type TaskFilter,
} from './calendar-model';
import { RetryAlert } from '../../components/retry-alert';

/** FullCalendar's view per range; the time grids show at most 3 events side by side (spec: event limit 3). */
const VIEWS: Record<CalendarRange, string> = { month: 'dayGridMonth', week: 'timeGridWeek', day: 'timeGridDay' };
const EMPTY: Record<CalendarRange, string> = {
  month: 'No tasks or closing dates this month.',
  week: 'No tasks or closing dates this week.',
  day: 'No tasks or closing dates on this day.',
};

/**
 * The month view (spec part 2, Calendar (month)), and the week and day time grids: previous and next period, the
 * project and task filters, and the period's task events on their due dates and project closing-date events; a click
 * opens the task or the project.
 */
export function PeriodCalendar({ range }: { range: CalendarRange }) {
  const theme = useTheme();
  const navigate = useNavigate();
  const backLink = useBackLink();
  const [params, setParams] = useSearchParams();
  const period = periodOf(range, params);
  const filter: TaskFilter = params.get(TASKS_PARAM) === 'mine' ? 'mine' : 'all';
  const chosen = projectIdsOf(params.get(PROJECTS_PARAM));
  // What the cache holds shows at once, and each visit reads again: a project renamed, a task added by someone else
  // since (the calendar does not follow boards live).
  const projects = useQuery(CalendarPage_ProjectsDocument, { fetchPolicy: 'cache-and-network' });
  const events = useQuery(MonthCalendar_EventsDocument, {
    variables: { from: period.from, to: period.to, projectIds: chosen, mine: filter === 'mine' },
    fetchPolicy: 'cache-and-network',
  });
  const shown = useMemo(
    () =>
      calendarEvents(events.data?.calendar ?? []).map((event) => {
        // Tasks in the house's navy, closing dates in its teal: both keep white text legible (WCAG AA).
        const palette = event.extendedProps.kind === 'task' ? theme.palette.primary : theme.palette.secondary;
        return { ...event, color: palette.main, contrastColor: palette.contrastText };
      }),
    [events.data, theme],
  );

  const setParam = (name: string, value: string | null, replace = true) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace },
    );
  const step = (by: -1 | 1) => setParam(...stepOf(period, by), false);
  const switchTo = (next: CalendarRange) => {
    const search = new URLSearchParams(params);
    search.delete(MONTH_PARAM);
    search.delete(DATE_PARAM);
    search.set(...switchParams(period)[next]);
    void navigate(`/calendar/${next}?${search.toString()}`);
  };

  const handleEventClick = ({ event, jsEvent }: EventClickInfo) => {
    // A plain click stays in the app; a modified click opens the link as the browser would.
    if (jsEvent.ctrlKey || jsEvent.metaKey || jsEvent.shiftKey || jsEvent.button !== 0) return;
    jsEvent.preventDefault();
    // A task's dialog closes back to this month (its query keeps the month, the projects and All/My Tasks).
    void navigate(event.extendedProps.kind === 'task' ? backLink(event.url) : event.url);
  };

  const projectList = projects.data?.boardProjects ?? [];
  const error = events.error ?? projects.error;
  return (
    <Stack sx={{ p: { xs: 1, md: 3 }, gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', mr: 'auto' }}>
          <IconButton aria-label={`Previous ${range}`} onClick={() => step(-1)}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton aria-label={`Next ${range}`} onClick={() => step(1)}>
            <ChevronRightIcon />
          </IconButton>
          <Typography variant="h1" sx={{ fontSize: 24, ml: 1 }}>
            {period.title}
          </Typography>
        </Box>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={range}
          aria-label="Calendar range"
          onChange={(_event, next: CalendarRange | null) => next && switchTo(next)}
        >
          {RANGES.map((value) => (
            <ToggleButton key={value} value={value}>
              {RANGE_LABELS[value]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <CalendarFilters
          projects={projectList}
          chosen={chosen}
          filter={filter}
          onProjectsChange={(ids) => setParam(PROJECTS_PARAM, ids === null ? null : ids.join(','))}
          onFilterChange={(value) => setParam(TASKS_PARAM, value === 'mine' ? 'mine' : null)}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" data-testid="calendar-displaying">
        {projects.data ? displayingLine(filter, chosen, projectList) : 'Displaying:'}
      </Typography>
      {error && (
        <RetryAlert
          message={`Could not load the calendar: ${error.message}`}
          onRetry={() => {
            if (projects.error) void projects.refetch().catch(() => undefined);
            if (events.error) void events.refetch().catch(() => undefined);
          }}
        />
      )}
      {!events.loading && !error && events.data?.calendar.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {EMPTY[range]}
        </Typography>
      )}
      <Box sx={{ position: 'relative' }}>
        <LinearProgress
          aria-label="Loading the calendar"
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, visibility: events.loading ? 'visible' : 'hidden' }}
        />
        <Box
          data-testid={`${range}-calendar`}
          aria-busy={events.loading}
          sx={{
            '& .calendar-project': { fontWeight: 600 },
            '& .calendar-task-approved': { textDecoration: 'line-through', opacity: 0.75 },
            '& a[href]': { cursor: 'pointer' },
          }}
        >
          <FullCalendar
            // The period is the URL's: a new period is a new calendar on it.
            key={`${range}-${period.param[1]}`}
            plugins={[dayGridPlugin, timeGridPlugin, classicThemePlugin]}
            initialView={VIEWS[range]}
            initialDate={period.start.format('YYYY-MM-DD')}
            headerToolbar={false}
            dayMaxEvents={range === 'month' ? false : 3}
            eventMaxStack={3}
            // Tasks and closing dates are days: the all-day row holds them; the hours keep to the working day.
            slotMinTime="07:00:00"
            slotMaxTime="20:00:00"
            firstDay={1}
            fixedWeekCount={false}
            showNonCurrentDates={false}
            height="auto"
            events={shown}
            eventClick={handleEventClick}
            eventContent={CalendarEventContent}
          />
        </Box>
      </Box>
    </Stack>
  );
}
