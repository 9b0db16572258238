import Typography from '@mui/material/Typography';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import { DashboardSection, EmptyState } from './dashboard-section';

/** Guests see only their own tasks (spec part 1 section 2). */
export function GuestDashboard() {
  return (
    <>
      <Typography variant="h1" sx={{ mb: 3 }}>
        My Dashboard
      </Typography>
      <DashboardSection title="My Tasks">
        <EmptyState
          icon={<AssignmentOutlinedIcon fontSize="large" />}
          title="No tasks"
          description="Tasks assigned to you will be listed here."
        />
      </DashboardSection>
    </>
  );
}
