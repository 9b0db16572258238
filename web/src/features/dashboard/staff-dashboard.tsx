import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import WorkOutlinedIcon from '@mui/icons-material/WorkOutlined';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import { StaffDashboard_MineDocument, type StaffDashboard_MineQuery } from '../../generated/graphql';
import type { CurrentUser } from '../../lib/current-user';
import { formatDate } from '../../lib/format';
import { progressColour } from '../../components/task/task-progress';
import { useIsMobile } from '../../lib/use-is-mobile';
import { DashboardSection, EmptyState } from './dashboard-section';
import { TaskList } from './task-list';
import { RetryAlert } from '../../components/retry-alert';

type StaffDashboardProps = { user: CurrentUser };
type Project = StaffDashboard_MineQuery['projects']['nodes'][number];

/** A project's row: name, status and closing date, and its progress. */
const row = (project: Project) => (
  <>
    <ListItemText
      primary={project.name}
      secondary={[project.status?.name, `Closing ${formatDate(project.closingDate)}`].filter(Boolean).join(' · ')}
    />
    <Box sx={{ width: 120, ml: 2 }}>
      <LinearProgress
        variant="determinate"
        value={project.progress ?? 0}
        color={progressColour(project.progress ?? 0)}
        aria-label={`Progress ${project.progress ?? 0}%`}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" color="text.secondary">
        {project.progress ?? 0}%
      </Typography>
    </Box>
  </>
);

function ProjectList({ projects, total }: { projects: readonly Project[]; total: number }) {
  const isMobile = useIsMobile();
  if (projects.length === 0)
    return (
      <EmptyState
        icon={<WorkOutlinedIcon fontSize="large" />}
        title="No projects found"
        description="Projects you own or belong to will be listed here."
      />
    );
  return (
    <>
      <List dense disablePadding data-testid="dashboard-projects">
        {projects.map((project) => (
          <ListItem key={project.id} disablePadding divider>
            {/* A phone has the home route only (spec part 1 section 2): a project's page would send it back. */}
            {isMobile ? (
              <Box sx={{ display: 'flex', alignItems: 'center', width: '100%', px: 2, py: 0.5 }}>{row(project)}</Box>
            ) : (
              <ListItemButton component={RouterLink} to={`/projects/${project.id}`}>
                {row(project)}
              </ListItemButton>
            )}
          </ListItem>
        ))}
      </List>
      {total > projects.length && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }}>
          {`The ${projects.length} closing soonest of your ${total} projects: all of them are in the projects list.`}
        </Typography>
      )}
    </>
  );
}

/** Admins and users: 'My Projects' (the teams they are on, with 'View All Projects') and 'My Tasks'. */
export function StaffDashboard({ user }: StaffDashboardProps) {
  // Mobile is reduced to the home route, so the link to the projects list is left out there.
  const isMobile = useIsMobile();
  const { data, loading, error, refetch } = useQuery(StaffDashboard_MineDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const retry = () => void refetch().catch(() => undefined);
  const waiting = loading && !data;
  return (
    <>
      <Typography variant="h1" sx={{ mb: 0.5 }}>
        Welcome, {user.firstName}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Your projects and tasks at a glance.
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
        <DashboardSection
          title="My Projects"
          action={
            !isMobile && (
              <Button component={RouterLink} to="/projects" size="small" color="secondary">
                View All Projects
              </Button>
            )
          }
        >
          {error && !data ? (
            <RetryAlert message={`Could not load your projects: ${error.message}`} onRetry={retry} />
          ) : waiting ? (
            <Skeleton variant="rounded" height={160} />
          ) : (
            <ProjectList projects={data?.projects.nodes ?? []} total={data?.projects.totalCount ?? 0} />
          )}
        </DashboardSection>
        <DashboardSection title="My Tasks">
          {error && !data ? (
            <RetryAlert message={`Could not load your tasks: ${error.message}`} onRetry={retry} />
          ) : waiting ? (
            <Skeleton variant="rounded" height={160} />
          ) : data?.myTasks.length ? (
            <TaskList tasks={data.myTasks} showProject />
          ) : (
            <EmptyState
              icon={<AssignmentOutlinedIcon fontSize="large" />}
              title="No tasks found"
              description="Tasks assigned to you will be listed here."
            />
          )}
        </DashboardSection>
      </Box>
    </>
  );
}
