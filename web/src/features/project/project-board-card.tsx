import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { usePreloadPage, useStartOnPress } from '../../lib/page-preload';
import { progressColour, progressOf } from '../../components/task/task-progress';
import type { ProjectDetail } from './project-form-values';

/** The Project Board card: total progress, tasks per column, and Go to Project Board (ctrl/meta: a new window). */
export function ProjectBoardCard({ project }: { project: ProjectDetail }) {
  const navigate = useNavigate();
  const { total, approved, percent } = progressOf(project.columns);
  const path = `/projects/${project.id}/tasks`;
  // The board is where a project's page most often leads: its code loads once the browser is idle here.
  const preloadPage = usePreloadPage();
  const startOnPress = useStartOnPress(path);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return preloadPage(path);
    const handle = window.requestIdleCallback(() => preloadPage(path), { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, [preloadPage, path]);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Project Board
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
          <Typography variant="body2" sx={{ flex: 1 }}>
            Total progress
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {percent}%
          </Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={percent}
          color={progressColour(percent)}
          aria-label="Total progress"
          sx={{ height: 8, borderRadius: 4, mb: 1 }}
        />
        <Typography variant="caption" color="text.secondary">
          {approved} of {total} tasks approved
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 2 }} aria-label="Tasks per column">
          {project.columns
            .filter((column) => !column.hidden)
            .map((column) => (
              <Stack component="li" key={column.id} direction="row" sx={{ py: 0.5 }}>
                <Typography variant="body2" sx={{ flex: 1 }}>
                  {column.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {column.total}
                </Typography>
              </Stack>
            ))}
        </Box>
        <Button
          variant="contained"
          fullWidth
          href={path}
          // The board's data starts as the button is pressed, not when it is released (the click).
          onPointerDown={startOnPress}
          onClick={(event) => {
            if (event.ctrlKey || event.metaKey) {
              event.preventDefault();
              window.open(path, '_blank', 'noopener');
            } else {
              event.preventDefault();
              void navigate(path);
            }
          }}
        >
          Go to Project Board
        </Button>
      </CardContent>
    </Card>
  );
}
