import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { EmailActivity_EmailsDocument } from '../../generated/graphql';
import { useCurrentUser } from '../../lib/current-user';
import { openMailWindow } from '../../components/email/email-channel';
import { formatDateTime } from '../../lib/format';
import { DetailSection, EmptyCardText } from './detail-layout';

/** Spec part 1 section 9: email activity shows 3 before 'show all'. */
const SHOWN = 3;
const SEARCH_DEBOUNCE_MS = 400;
/** Spec part 2 section 9: the email list's page (a variable: the cost rule multiplies a literal `first`). */
const PAGE_SIZE = 200;
type Period = 'all' | '30' | 'custom';
type Direction = 'any' | 'sender' | 'receiver';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Every message exchanged with the contact, newest first (spec part 1 section 2): period (All Time, 30 days or a custom
 * range, the end not before the start, at most today), sender or receiver (one of them), search. It reads the user's
 * mail, so it needs their Outlook connection: 'Connect your account to view email activity.'
 */
export function EmailActivityCard({ personId }: { personId: string }) {
  const { user } = useCurrentUser();
  return (
    <DetailSection title="Email Activity">
      {user?.isMsAuthorized ? (
        <EmailActivity personId={personId} />
      ) : (
        <EmptyCardText>Connect your account to view email activity.</EmptyCardText>
      )}
    </DetailSection>
  );
}

function EmailActivity({ personId }: { personId: string }) {
  // The days the periods count from, fixed when the card opens.
  const [{ today, monthAgo }] = useState(() => {
    const now = Date.now();
    return { today: isoDay(new Date(now)), monthAgo: isoDay(new Date(now - 30 * 86_400_000)) };
  });
  const [period, setPeriod] = useState<Period>('all');
  const [range, setRange] = useState({ from: '', to: '' });
  const [direction, setDirection] = useState<Direction>('any');
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [showAll, setShowAll] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);

  const dates =
    period === '30'
      ? { dateFrom: monthAgo, dateTo: today }
      : period === 'custom'
        ? { dateFrom: range.from || null, dateTo: range.to || null }
        : {};
  const filter = {
    ...dates,
    sender: direction === 'sender' ? personId : null,
    receiver: direction === 'receiver' ? personId : null,
    search: search || null,
  };
  const { data, loading } = useQuery(EmailActivity_EmailsDocument, {
    variables: { personId, first: PAGE_SIZE, filter },
  });
  const emails = data?.emails.nodes ?? [];
  const shown = showAll ? emails : emails.slice(0, SHOWN);

  // An end before the start is cleared (spec part 2 section 5).
  const handleFrom = (from: string) =>
    setRange((current) => ({ from, to: current.to && current.to < from ? '' : current.to }));
  const handleTo = (to: string) =>
    setRange((current) => ({ ...current, to: current.from && to < current.from ? '' : to }));

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1}>
        <TextField
          select
          size="small"
          label="Period"
          value={period}
          onChange={(event) => setPeriod(event.target.value as Period)}
          sx={{ minWidth: 120 }}
        >
          <MenuItem value="all">All Time</MenuItem>
          <MenuItem value="30">30 days</MenuItem>
          <MenuItem value="custom">Custom range</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="Contact is"
          value={direction}
          onChange={(event) => setDirection(event.target.value as Direction)}
          sx={{ minWidth: 120 }}
        >
          <MenuItem value="any">Sender or receiver</MenuItem>
          <MenuItem value="sender">Sender</MenuItem>
          <MenuItem value="receiver">Receiver</MenuItem>
        </TextField>
      </Stack>
      {period === 'custom' && (
        <Stack direction="row" spacing={1}>
          <TextField
            type="date"
            size="small"
            label="From"
            value={range.from}
            onChange={(event) => handleFrom(event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: range.to || today } }}
          />
          <TextField
            type="date"
            size="small"
            label="To"
            value={range.to}
            onChange={(event) => handleTo(event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.from || undefined, max: today } }}
          />
        </Stack>
      )}
      <TextField size="small" label="Search emails" value={input} onChange={(event) => setInput(event.target.value)} />
      {!loading && emails.length === 0 && <EmptyCardText>No email activity.</EmptyCardText>}
      <List dense disablePadding aria-label="Email activity">
        {shown.map((email) => (
          <ListItem key={email.id} disableGutters sx={{ display: 'block' }}>
            <Link
              component="button"
              variant="body2"
              sx={{ textAlign: 'left', fontWeight: 600 }}
              onClick={() =>
                openMailWindow(
                  `/email/${email.id}?${new URLSearchParams({ thread: email.conversationId, person: personId })}`,
                  `email-${email.id}`,
                )
              }
            >
              {email.subject || '(no subject)'}
            </Link>
            <Typography variant="caption" color="text.secondary" component="div">
              {email.sender?.name ?? 'Unknown'} → {email.to.map((person) => person.name).join(', ')} ·{' '}
              {formatDateTime(email.date)}
            </Typography>
          </ListItem>
        ))}
      </List>
      {emails.length > SHOWN && (
        <Button size="small" onClick={() => setShowAll((current) => !current)} sx={{ alignSelf: 'flex-start' }}>
          {showAll ? 'Show less' : 'Show all'}
        </Button>
      )}
    </Stack>
  );
}
