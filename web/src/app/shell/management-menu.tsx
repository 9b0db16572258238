import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import AppsIcon from '@mui/icons-material/Apps';
import { Link as RouterLink } from 'react-router';
import { isAdmin, type CurrentUser } from '../../lib/current-user';
import { navLinks } from '../nav-entries';

const ITEMS = navLinks('menu');

type ManagementMenuProps = { user: CurrentUser };

/** The staff tools the features declare (`nav.place: 'menu'`); admin-only ones only for admins. */
export function ManagementMenu({ user }: ManagementMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const items = ITEMS.filter((item) => item.access !== 'admin' || isAdmin(user));
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
