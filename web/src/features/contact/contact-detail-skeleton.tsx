import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { BackToContacts } from './contact-detail-header';

/** The page's shape while the contact loads: skeletons, not a spinner. */
export function ContactDetailSkeleton() {
  return (
    <Stack spacing={3} role="status" aria-busy="true" aria-label="Loading contact">
      <Stack spacing={1}>
        <BackToContacts />
        <Skeleton variant="text" width={320} height={48} />
        <Skeleton variant="text" width={220} />
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            {[240, 200, 140].map((height) => (
              <Skeleton key={height} variant="rounded" height={height} />
            ))}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            {[120, 160, 100].map((height) => (
              <Skeleton key={height} variant="rounded" height={height} />
            ))}
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}
