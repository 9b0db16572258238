import Typography from '@mui/material/Typography';
import { useEffect } from 'react';

/** Spec part 2 (Compose): the sent page closes its window after 3 seconds. */
export const CLOSE_AFTER_MS = 3000;

export function SuccessPage() {
  useEffect(() => {
    const timer = setTimeout(() => window.close(), CLOSE_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Typography variant="h6" sx={{ p: 4, textAlign: 'center' }}>
      Email was successfully sent. Redirecting...
    </Typography>
  );
}
