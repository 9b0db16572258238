import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router';
import { EmailMessage } from './email-message';
import { useThread } from './use-thread';

/** /email/{id}/print: the message (or with Print Thread, the thread) read-only and expanded, keeping thread and person. */
export function PrintPage() {
  const { id, messages } = useThread();
  const [params] = useSearchParams();
  const shown = params.get('single') ? messages.filter((message) => message.id === id) : messages;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      {shown.map((message) => (
        <EmailMessage key={message.id} email={message} collapsible={false} />
      ))}
    </Stack>
  );
}
