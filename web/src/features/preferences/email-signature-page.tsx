import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import { EmailSignature_SaveDocument } from '../../generated/graphql';
import { useCurrentUser } from '../../lib/current-user';

// Tiptap is loaded with this tab only: the app's first load does not carry the editor.
const SignatureEditor = lazy(() => import('./signature-editor'));

/** Preferences, one tab: Email Signature. Save is disabled while the signature is unchanged (spec part 1 section 2). */
export function EmailSignaturePage() {
  const { user, loading } = useCurrentUser();
  const saved = user?.signature ?? '';
  const [draft, setDraft] = useState<string | null>(null);
  const notify = useNotify();
  const [save, saving] = useMutation(EmailSignature_SaveDocument);
  const changed = draft !== null && draft !== saved;

  const handleSave = async () => {
    try {
      const { data } = await save({ variables: { input: { signature: draft } } });
      if (data?.updateSignature.user) {
        setDraft(null);
        notify('Success', 'success');
      } else {
        notify(data?.updateSignature.userErrors[0]?.message ?? 'Saving the signature failed', 'error');
      }
    } catch (error) {
      notifyGraphQLError(notify, error, 'Saving the signature failed');
    }
  };

  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Preferences
      </Typography>
      <Card>
        <Tabs value="signature" sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}>
          <Tab value="signature" label="Email Signature" />
        </Tabs>
        <CardContent>
          <Stack spacing={2}>
            {loading || !user ? (
              <Skeleton variant="rounded" height={200} />
            ) : (
              <Suspense fallback={<Skeleton variant="rounded" height={200} />}>
                <SignatureEditor initialHtml={saved} onChange={setDraft} />
              </Suspense>
            )}
            <Stack direction="row">
              <Button variant="contained" disabled={!changed || saving.loading} onClick={() => void handleSave()}>
                Save
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </>
  );
}
