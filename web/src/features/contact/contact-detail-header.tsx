import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { ContactDetail } from './contact-detail-types';
import { INVITE_STATUS_LABELS, PROFILE_TYPE_LABELS } from '../../components/lists/person-labels';

export function BackToContacts() {
  return (
    <Link
      component={RouterLink}
      to="/contacts"
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <ArrowBackIcon fontSize="small" />
      Contacts
    </Link>
  );
}

export function ContactDetailHeader({ person }: { person: ContactDetail }) {
  const role = [person.jobTitle, person.company].filter(Boolean).join(' at ');
  return (
    <Stack spacing={1}>
      <BackToContacts />
      <Typography variant="h4" component="h1">
        {person.fullName}
      </Typography>
      {role && <Typography color="text.secondary">{role}</Typography>}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Chip size="small" label={PROFILE_TYPE_LABELS[person.profileType]} />
        <Chip size="small" variant="outlined" label={`Invite: ${INVITE_STATUS_LABELS[person.inviteStatus]}`} />
        {person.isCapitalProvider && <Chip size="small" color="primary" label="Capital Provider" />}
      </Stack>
    </Stack>
  );
}
