import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import WorkOutlinedIcon from '@mui/icons-material/WorkOutlined';
import { Link as RouterLink } from 'react-router';
import type { CurrentUser } from '../../lib/current-user';
import { useIsMobile } from '../../lib/use-is-mobile';
import { DashboardSection, EmptyState } from './dashboard-section';

type StaffDashboardProps = { user: CurrentUser };

// Projects and tasks arrive with the projects issue; until then the sections say honestly that there are none.
export function StaffDashboard({ user }: StaffDashboardProps) {
  // Mobile is reduced to the home route, so the link to the projects list is left out there.
  const isMobile = useIsMobile();
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
          <EmptyState
            icon={<WorkOutlinedIcon fontSize="large" />}
            title="No projects"
            description="Projects you own or belong to will be listed here."
          />
        </DashboardSection>
        <DashboardSection title="My Tasks">
          <EmptyState
            icon={<AssignmentOutlinedIcon fontSize="large" />}
            title="No tasks"
            description="Tasks assigned to you will be listed here."
          />
        </DashboardSection>
      </Box>
    </>
  );
}
