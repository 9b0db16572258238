import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import AppsIcon from '@mui/icons-material/Apps';
import { Link as RouterLink } from 'react-router';
import type { CurrentUser } from '../../lib/current-user';

type ManagementMenuProps = { user: CurrentUser };

/** Contact Management and Contact Activity are admin-only; Email Management is for staff. */
export function ManagementMenu({ user }: ManagementMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const admin = user.profileType === 'ADMIN';
  const items = [
    ...(admin ? [{ to: '/contact-management', label: 'Contact Management' }] : []),
    { to: '/email-management', label: 'Email Management' },
    ...(admin ? [{ to: '/activity', label: 'Contact Activity' }] : []),
  ];
  const handleClose = () => setAnchor(null);

  return (
    <>
      <Tooltip title="Management">
        <IconButton color="inherit" aria-label="Management menu" onClick={(event) => setAnchor(event.currentTarget)}>
          <AppsIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={handleClose}>
        {items.map((item) => (
          <MenuItem key={item.to} component={RouterLink} to={item.to} onClick={handleClose}>
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
