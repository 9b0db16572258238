import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DashboardSection, EmptyState } from './dashboard-section';

// The client's project board (switcher, progress, per-column cards, tasks, team) needs a project; projects
// arrive with a later issue, so every client is honestly told they are on none yet.
export function ClientDashboard() {
  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        My Dashboard
      </Typography>
      <Alert severity="info" sx={{ mb: 3 }}>
        You have not been added to a project yet.
      </Alert>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <DashboardSection title="Project Progress">
            <EmptyState title="No progress to show" description="Progress appears once you join a project." />
          </DashboardSection>
        </Box>
        <DashboardSection title="My Tasks">
          <EmptyState title="No tasks" />
        </DashboardSection>
        <DashboardSection title="Closing Process Tasks">
          <EmptyState title="No tasks" />
        </DashboardSection>
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <DashboardSection title="Project Team">
            <EmptyState title="No team members" />
          </DashboardSection>
        </Box>
      </Box>
    </>
  );
}
