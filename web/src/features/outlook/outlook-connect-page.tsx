import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import { useMutation } from '@apollo/client/react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { OutlookStatusButton_RefreshDocument } from '../../generated/graphql';
import { safeNextPath } from '../../lib/safe-next';

/** Where the Microsoft sign-in lands: confirms the link and offers the way back to `state`. */
export function OutlookConnectPage() {
  const [params] = useSearchParams();
  const back = safeNextPath(params.get('state'));
  const [refresh] = useMutation(OutlookStatusButton_RefreshDocument);

  // Tell every open window (through the subscription) that the status changed.
  useEffect(() => {
    refresh().catch((error: unknown) => console.warn('Outlook status refresh failed:', error));
  }, [refresh]);

  return (
    <Card sx={{ maxWidth: 480, mx: 'auto', mt: 6, textAlign: 'center' }}>
      <CardContent sx={{ display: 'grid', gap: 2, justifyItems: 'center', py: 5 }}>
        <CheckCircleOutlinedIcon color="success" sx={{ fontSize: 56 }} />
        <Typography variant="h1">Outlook connected</Typography>
        <Typography color="text.secondary">
          Your Microsoft mail account is linked. You can close this window.
        </Typography>
        <Button variant="contained" component={RouterLink} to={back}>
          Go back
        </Button>
      </CardContent>
    </Card>
  );
}
