import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import { useLocation } from 'react-router';
import type { OutlookState } from '../../generated/graphql';
import { openOutlookLogin } from '../../components/email/outlook-login';
import { useOutlookStatus } from './use-outlook-status';

const STATE_LABELS: Record<OutlookState, string> = {
  NOT_CONNECTED: 'Not Connected',
  CONNECTED: 'Connected',
  EXPIRED: 'Expired',
};

const STATE_COLORS: Record<OutlookState, 'success' | 'error' | 'warning'> = {
  CONNECTED: 'success',
  NOT_CONNECTED: 'error',
  EXPIRED: 'warning',
};

/** The Outlook status icon in the top bar with its popover (admins and users). */
export function OutlookStatusButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname, search } = useLocation();
  const { status, loading, refresh, refreshing } = useOutlookStatus();
  const state = status?.state ?? 'NOT_CONNECTED';
  const label = STATE_LABELS[state];

  return (
    <>
      <Tooltip title={`Outlook: ${loading ? 'Loading' : label}`}>
        <IconButton color="inherit" aria-label="Outlook status" onClick={(event) => setAnchor(event.currentTarget)}>
          <Badge variant="dot" color={loading ? 'default' : STATE_COLORS[state]} overlap="circular">
            <MailOutlinedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ p: 2, width: 260, display: 'grid', gap: 1.5 }}>
          <Typography variant="subtitle2" color="text.secondary">
            Outlook status
          </Typography>
          {loading ? (
            <Skeleton width={120} />
          ) : (
            <Typography variant="h3" color={`${STATE_COLORS[state]}.main`} data-testid="outlook-state">
              {label}
            </Typography>
          )}
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button variant="outlined" size="small" onClick={() => void refresh()} disabled={refreshing}>
              Refresh
            </Button>
            {state !== 'CONNECTED' && (
              <Button
                variant="contained"
                color="secondary"
                size="small"
                onClick={() => openOutlookLogin(pathname + search)}
              >
                Connect
              </Button>
            )}
          </Box>
        </Box>
      </Popover>
    </>
  );
}
