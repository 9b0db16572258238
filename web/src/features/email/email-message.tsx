import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Viewer_EmailFieldsFragment } from '../../generated/graphql';
import { formatDateTime } from '../../lib/format';
import { EmailBody } from './email-body';

const names = (people: readonly { name: string; address: string | null }[]) =>
  people
    .map((person) =>
      person.address && person.address !== person.name ? `${person.name} <${person.address}>` : person.name,
    )
    .join(', ');

/** One message of a thread: subject, who and when (as text: names are untrusted), and the sanitized body. */
export function EmailMessage({ email, collapsible }: { email: Viewer_EmailFieldsFragment; collapsible: boolean }) {
  return (
    <Stack spacing={0.5} component="article" aria-label={email.subject || '(no subject)'}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {email.subject || '(no subject)'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        From: {email.sender ? names([email.sender]) : 'Unknown'} · {formatDateTime(email.date)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        To: {names(email.to)}
        {email.cc.length > 0 && ` · Cc: ${names(email.cc)}`}
      </Typography>
      <EmailBody html={email.content} collapsible={collapsible} />
      <Divider />
    </Stack>
  );
}
