import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';

type DashboardSectionProps = { title: string; action?: ReactNode; children: ReactNode };

/** A titled card on a dashboard. */
export function DashboardSection({ title, action, children }: DashboardSectionProps) {
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardHeader
        title={title}
        action={action}
        slotProps={{ title: { variant: 'h3', component: 'h2' } }}
        sx={{
          minHeight: 64,
          borderBottom: 1,
          borderColor: 'divider',
          '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 },
        }}
      />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

type EmptyStateProps = { title: string; description?: string; icon?: ReactNode };

/** What a section shows when it has nothing yet. */
export function EmptyState({ title, description, icon }: EmptyStateProps) {
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1, py: 4, textAlign: 'center', color: 'text.secondary' }}>
      {icon}
      {/* Not a heading: subtitle1 would render an h6 under the section's h2 (skipped heading levels). */}
      <Typography variant="subtitle1" component="p" color="text.primary" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {description && <Typography variant="body2">{description}</Typography>}
    </Box>
  );
}
