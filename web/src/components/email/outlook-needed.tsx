import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';
import { openOutlookLogin } from './outlook-login';

/** Spec part 2 sections 6 and 8: sending email needs a connected Outlook account. */
export const OUTLOOK_NEEDED_PROMPT = 'You need to be authenticated with Outlook to do that';

/**
 * The prompt of a screen that sends email, while the user's Outlook is not connected: 'Connect to Outlook' opens
 * Microsoft's sign-in in a new window, passing the current location. Once this window is in front again, the user is
 * read again, and the prompt goes when the connection is made.
 */
export function OutlookNeeded() {
  const { user, retry } = useCurrentUser();
  const { pathname, search } = useLocation();
  const needed = user !== null && !user.isMsAuthorized;
  useEffect(() => {
    if (!needed || !retry) return;
    window.addEventListener('focus', retry);
    return () => window.removeEventListener('focus', retry);
  }, [needed, retry]);
  if (!needed) return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={() => openOutlookLogin(pathname + search)}>
          Connect to Outlook
        </Button>
      }
    >
      {OUTLOOK_NEEDED_PROMPT}
    </Alert>
  );
}
