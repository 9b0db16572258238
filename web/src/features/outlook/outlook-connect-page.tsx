import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlinedIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useMutation } from '@apollo/client/react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { OutlookStatusButton_RefreshDocument } from '../../generated/graphql';
import { safeNextPath } from '../../lib/safe-next';
import { outlookLoginUrl } from '../../components/email/outlook-login';

/** Why the api refused or could not finish a sign-in (its `error` query value), in the user's words. */
const FAILURES: Record<string, string> = {
  state: 'This Outlook sign-in was started in another browser or has already been used. Start again from this browser.',
  denied: 'The Microsoft sign-in was cancelled, so Outlook was not connected.',
  failed: 'Microsoft did not confirm the sign-in, so Outlook was not connected. Please try again.',
};

/** Where the Microsoft sign-in lands: confirms the link (or says why not) and offers the way back to `state`. */
export function OutlookConnectPage() {
  const [params] = useSearchParams();
  const back = safeNextPath(params.get('state'));
  const error = params.get('error');
  const failure = error === null ? null : (FAILURES[error] ?? FAILURES.failed!);
  const [refresh] = useMutation(OutlookStatusButton_RefreshDocument);

  // Tell every open window (through the subscription) that the status changed.
  useEffect(() => {
    if (failure) return;
    refresh().catch((error: unknown) => console.warn('Outlook status refresh failed:', error));
  }, [failure, refresh]);

  return (
    <Card sx={{ maxWidth: 480, mx: 'auto', mt: 6, textAlign: 'center' }}>
      <CardContent sx={{ display: 'grid', gap: 2, justifyItems: 'center', py: 5 }}>
        {failure ? (
          <>
            <ErrorOutlineOutlinedIcon color="error" sx={{ fontSize: 56 }} />
            <Typography variant="h1">Outlook not connected</Typography>
            <Typography color="text.secondary" role="alert">
              {failure}
            </Typography>
          </>
        ) : (
          <>
            <CheckCircleOutlinedIcon color="success" sx={{ fontSize: 56 }} />
            <Typography variant="h1">Outlook connected</Typography>
            <Typography color="text.secondary">
              Your Microsoft mail account is linked. You can close this window.
            </Typography>
          </>
        )}
        <Stack direction="row" spacing={2}>
          {failure && (
            <Button variant="contained" href={outlookLoginUrl(back)}>
              Start again
            </Button>
          )}
          <Button variant={failure ? 'outlined' : 'contained'} component={RouterLink} to={back}>
            Go back
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
