import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Unknown paths and /not-found. 'Return home' goes home when signed in, otherwise to login. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  const { user } = useCurrentUser();
  return (
    <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', py: 8, px: 2 }}>
      <Box sx={{ maxWidth: 520, textAlign: 'center', display: 'grid', gap: 3, justifyItems: 'center' }}>
        <Typography variant="h1" component="p" color="secondary.main" sx={{ fontSize: '4rem', fontWeight: 700 }}>
          404
        </Typography>
        <Typography variant="h2" component="h1">
          Sorry, something went wrong.
        </Typography>
        <Typography color="text.secondary">
          The page you're looking for can't be found. Please double check the URL and try again.
        </Typography>
        <Button variant="contained" component={RouterLink} to={user ? '/' : '/login'}>
          Return home
        </Button>
      </Box>
    </Box>
  );
}
