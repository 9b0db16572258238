import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { BackToContacts } from '../contact-detail-header';
import { ContactEditor } from './contact-editor';

/** /contacts/new: an empty contact in edit mode; `?email=` pre-fills the first email (spec part 1 section 2). */
export function NewContactPage() {
  const [search] = useSearchParams();
  return (
    <Stack spacing={3} sx={{ p: 3, maxWidth: 1100 }}>
      <Stack spacing={1}>
        <BackToContacts />
        <Typography variant="h4" component="h1">
          New Contact
        </Typography>
      </Stack>
      <ContactEditor person={null} initialEmail={search.get('email') ?? ''} />
    </Stack>
  );
}
