import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';

/** Unknown paths and /not-found. 'Return home' goes home when signed in, otherwise to login. */
export function NotFoundPage() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  return (
    <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', py: 8, px: 2 }}>
      <Box sx={{ maxWidth: 520, textAlign: 'center', display: 'grid', gap: 3, justifyItems: 'center' }}>
        <Typography variant="h1" component="p" color="secondary.main" sx={{ fontSize: '4rem', fontWeight: 700 }}>
          404
        </Typography>
        {/* One element holds the spec's whole sentence, so it reads (and is found) as written. */}
        <Typography component="h1" sx={{ display: 'grid', gap: 3 }}>
          <Typography variant="h2" component="span">
            Sorry, something went wrong.
          </Typography>{' '}
          <Typography component="span" color="text.secondary">
            The page you're looking for can't be found. Please double check the URL and try again.
          </Typography>
        </Typography>
        <Button variant="contained" onClick={() => void navigate(user ? '/' : '/login')}>
          Return home
        </Button>
      </Box>
    </Box>
  );
}
