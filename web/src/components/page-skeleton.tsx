import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** Placeholder while a page's code or data loads. */
export function PageSkeleton() {
  return (
    <Box role="progressbar" aria-label="Loading" sx={{ p: 3, display: 'grid', gap: 2 }}>
      <Skeleton variant="text" width="30%" height={40} />
      <Skeleton variant="rounded" height={120} />
      <Skeleton variant="rounded" height={240} />
    </Box>
  );
}
