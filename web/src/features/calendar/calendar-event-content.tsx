import type { EventDisplayInfo } from '@fullcalendar/react';
import FlagIcon from '@mui/icons-material/Flag';
import Box from '@mui/material/Box';
import type { CalendarEvent } from './calendar-model';

/**
 * An event in a day cell: the task's title, or the project's name after a flag (its closing date). The whole text
 * shows on hover: many tasks share a title, and the project tells them apart.
 */
export function CalendarEventContent({ event, titleClass }: EventDisplayInfo) {
  const { kind, projectName } = event.extendedProps as CalendarEvent['extendedProps'];
  const hint = kind === 'task' ? `${event.title} (${projectName})` : `${event.title}: closing date`;
  return (
    <Box
      component="span"
      title={hint}
      className={titleClass}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, overflow: 'hidden' }}
    >
      {kind === 'project' && <FlagIcon aria-hidden sx={{ fontSize: 14, flexShrink: 0 }} />}
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {event.title}
      </Box>
    </Box>
  );
}
