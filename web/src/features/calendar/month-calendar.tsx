import FullCalendar, { type EventClickInfo } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { useQuery } from '@apollo/client/react';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CalendarPage_ProjectsDocument, MonthCalendar_EventsDocument } from '../../generated/graphql';
import { CalendarEventContent } from './calendar-event-content';
import { CalendarFilters } from './calendar-filters';
import {
  calendarEvents,
  displayingLine,
  MONTH_PARAM,
  monthOf,
  monthParam,
  monthRange,
  monthTitle,
  PROJECTS_PARAM,
  projectIdsOf,
  TASKS_PARAM,
  type TaskFilter,
} from './calendar-model';

/**
 * The month view (spec part 2, Calendar (month)): previous and next month, the project and task filters, and the
 * month's task events on their due dates and project closing-date events; a click opens the task or the project.
 */
export function MonthCalendar() {
  const theme = useTheme();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const month = monthOf(params.get(MONTH_PARAM));
  const filter: TaskFilter = params.get(TASKS_PARAM) === 'mine' ? 'mine' : 'all';
  const chosen = projectIdsOf(params.get(PROJECTS_PARAM));
  const projects = useQuery(CalendarPage_ProjectsDocument);
  const events = useQuery(MonthCalendar_EventsDocument, {
    variables: { ...monthRange(month), projectIds: chosen, mine: filter === 'mine' },
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
  const goToMonth = (months: number) => setParam(MONTH_PARAM, monthParam(month.add(months, 'month')), false);

  const handleEventClick = ({ event, jsEvent }: EventClickInfo) => {
    // A plain click stays in the app; a modified click opens the link as the browser would.
    if (jsEvent.ctrlKey || jsEvent.metaKey || jsEvent.shiftKey || jsEvent.button !== 0) return;
    jsEvent.preventDefault();
    void navigate(event.url);
  };

  const projectList = projects.data?.boardProjects ?? [];
  const error = events.error ?? projects.error;
  return (
    <Stack sx={{ p: { xs: 1, md: 3 }, gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', mr: 'auto' }}>
          <IconButton aria-label="Previous month" onClick={() => goToMonth(-1)}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton aria-label="Next month" onClick={() => goToMonth(1)}>
            <ChevronRightIcon />
          </IconButton>
          <Typography variant="h1" sx={{ fontSize: 24, ml: 1 }}>
            {monthTitle(month)}
          </Typography>
        </Box>
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
      {error && <Alert severity="error">{`Could not load the calendar: ${error.message}`}</Alert>}
      {!events.loading && !error && events.data?.calendar.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No tasks or closing dates this month.
        </Typography>
      )}
      <Box sx={{ position: 'relative' }}>
        <LinearProgress
          aria-label="Loading the calendar"
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, visibility: events.loading ? 'visible' : 'hidden' }}
        />
        <Box
          data-testid="month-calendar"
          aria-busy={events.loading}
          sx={{ '& .calendar-project': { fontWeight: 600 }, '& a[href]': { cursor: 'pointer' } }}
        >
          <FullCalendar
            // The month is the URL's: a new month is a new calendar on that month.
            key={monthParam(month)}
            plugins={[dayGridPlugin, classicThemePlugin]}
            initialView="dayGridMonth"
            initialDate={month.format('YYYY-MM-DD')}
            headerToolbar={false}
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
