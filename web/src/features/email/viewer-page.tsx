import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { EmailMessage } from './email-message';
import { ForwardForm } from './forward-form';
import { useThread } from './use-thread';

/**
 * /email/{id}?thread&person: the thread, scrolled to the chosen message; Forward (inline under the chosen message),
 * Print and Print Thread (spec part 2).
 */
export function ViewerPage() {
  const { id, valid, search, loading, missing, error, messages } = useThread();
  const navigate = useNavigate();
  const [forwarding, setForwarding] = useState(false);
  const closeForward = useCallback(() => setForwarding(false), []);
  useEffect(() => {
    if (messages.length) document.getElementById(`email-${id}`)?.scrollIntoView({ block: 'start' });
  }, [id, messages.length]);
  if (!valid || missing) return <Navigate to="/not-found" replace />;
  if (error) return <Alert severity="error">The email could not be loaded.</Alert>;
  if (loading && !messages.length) return null;
  const print = (thread: boolean) => {
    const query = new URLSearchParams(search);
    if (!thread) query.set('single', '1');
    void navigate(`/email/${id}/print?${query}`);
  };
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 900, mx: 'auto' }}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" disabled={forwarding} onClick={() => setForwarding(true)}>
          Forward
        </Button>
        <Button variant="outlined" onClick={() => print(false)}>
          Print
        </Button>
        {messages.length > 1 && (
          <Button variant="outlined" onClick={() => print(true)}>
            Print Thread
          </Button>
        )}
      </Stack>
      {messages.map((message) => (
        <Box key={message.id} id={`email-${message.id}`}>
          <EmailMessage email={message} collapsible />
          {forwarding && message.id === id && <ForwardForm messageId={id} onClose={closeForward} />}
        </Box>
      ))}
    </Stack>
  );
}
