import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { ProvidersCard_ProjectFragment } from '../../generated/graphql';
import { formatDateTime } from '../../lib/format';

export type Provider = ProvidersCard_ProjectFragment['providers'][number];

type ProviderItemProps = {
  provider: Provider;
  /** Staff and the project's owners change states and notes. */
  canManage: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onOpenMenu: (anchor: HTMLElement) => void;
};

/** One capital provider: the contact, their company, the relationship state, and the notes with their times. */
export function ProviderItem({ provider, canManage, selected, onSelect, onOpenMenu }: ProviderItemProps) {
  const name = provider.person.fullName;
  return (
    <Stack component="li" direction="row" spacing={1} sx={{ py: 0.5, alignItems: 'flex-start' }}>
      {canManage && (
        <Checkbox
          size="small"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          slotProps={{ input: { 'aria-label': `Select ${name}` } }}
          sx={{ p: 0.5 }}
        />
      )}
      <Stack sx={{ flex: 1, minWidth: 0, pt: 0.5 }}>
        <Typography variant="body2">
          {name}
          {provider.company && (
            <Typography component="span" variant="body2" color="text.secondary">
              {` · ${provider.company}`}
            </Typography>
          )}
        </Typography>
        {provider.notes && (
          <>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {provider.notes}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              Notes written {formatDateTime(provider.notesCreatedAt)}
              {provider.notesUpdatedAt && provider.notesUpdatedAt !== provider.notesCreatedAt
                ? `, updated ${formatDateTime(provider.notesUpdatedAt)}`
                : ''}
            </Typography>
          </>
        )}
      </Stack>
      <Chip size="small" label={provider.state?.name ?? 'No state'} sx={{ mt: 0.5 }} />
      {canManage && (
        <IconButton
          size="small"
          aria-label={`Options for ${name}`}
          onClick={(event) => onOpenMenu(event.currentTarget)}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
}
