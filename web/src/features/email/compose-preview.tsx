import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Compose_PreviewDocument } from '../../generated/graphql';
import { EmailBody } from './email-body';

/** How many recipients' messages the preview offers. */
const PREVIEWED = 20;

/**
 * The composer's preview (issue: variables previewed): the saved draft as each recipient gets it, variables filled
 * and the signature below, read from the api (the same filling as sending), the body sanitized.
 */
export function ComposePreview({ draftId, names }: { draftId: string; names: Map<string, string> }) {
  const { data, loading, error } = useQuery(Compose_PreviewDocument, {
    variables: { id: draftId, first: PREVIEWED },
    fetchPolicy: 'network-only',
  });
  const [chosen, setChosen] = useState(0);
  if (loading && !data) return <CircularProgress size={24} aria-label="Loading the preview" />;
  if (error || !data?.draft) return <Alert severity="error">The preview could not be loaded.</Alert>;
  const { totalCount, messages } = data.draft.preview;
  if (totalCount === 0) return <Alert severity="info">Add someone to To to preview the email.</Alert>;
  const message = messages[Math.min(chosen, messages.length - 1)]!;
  const labelOf = (recipient: string, company: string | null | undefined) =>
    company ?? names.get(recipient.replace(/^person:/, '')) ?? recipient;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="Preview">
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label="Preview for"
            value={String(chosen)}
            onChange={(event) => setChosen(Number(event.target.value))}
            sx={{ minWidth: 260 }}
          >
            {messages.map((entry, index) => (
              <MenuItem key={entry.recipient} value={String(index)}>
                {labelOf(entry.recipient, entry.company)}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {totalCount === 1 ? '1 email' : `${totalCount} emails`}
            {totalCount > messages.length ? `, the first ${messages.length} shown` : ''}
          </Typography>
        </Stack>
        <Typography variant="subtitle1" data-testid="preview-subject">
          {message.subject || '(no subject)'}
        </Typography>
        <Box data-testid="preview-body">
          <EmailBody html={message.content} collapsible={false} />
        </Box>
      </Stack>
    </Paper>
  );
}
