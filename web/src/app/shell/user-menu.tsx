import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { Link as RouterLink } from 'react-router';
import { isStaff, type CurrentUser } from '../../lib/current-user';
import { useSignOut } from './use-sign-out';

type UserMenuProps = { user: CurrentUser };

function initials(user: CurrentUser): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?';
}

/** The user's name (a link to their contact page for staff), Preferences (staff) and Logout. */
export function UserMenu({ user }: UserMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { signOut, signingOut } = useSignOut();
  const staff = isStaff(user);
  const handleClose = () => setAnchor(null);

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        // The accessible name holds the visible name (WCAG 2.5.3, label in name). The initials are decoration, drawn
        // by CSS so that they are not text the name would have to repeat.
        aria-label={`${user.fullName}, account menu`}
        aria-haspopup="menu"
        startIcon={
          <Avatar aria-hidden sx={{ width: 30, height: 30, bgcolor: 'secondary.dark' }}>
            <Box
              component="span"
              data-initials={initials(user)}
              // Its own size: the button's start icon sets 20 px on its child (the Avatar), which overflowed the circle.
              sx={{ fontSize: 13, lineHeight: 1, '&::before': { content: 'attr(data-initials)' } }}
            />
          </Avatar>
        }
        sx={{ fontWeight: 500 }}
      >
        <Typography component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
          {user.fullName}
        </Typography>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={handleClose}>
        {staff ? (
          <MenuItem component={RouterLink} to={`/contacts/${user.id}`} onClick={handleClose}>
            <ListItemIcon>
              <PersonOutlinedIcon fontSize="small" />
            </ListItemIcon>
            {user.fullName}
          </MenuItem>
        ) : (
          <MenuItem disabled>{user.fullName}</MenuItem>
        )}
        {staff && (
          <MenuItem component={RouterLink} to="/preferences" onClick={handleClose}>
            <ListItemIcon>
              <SettingsOutlinedIcon fontSize="small" />
            </ListItemIcon>
            Preferences
          </MenuItem>
        )}
        <Divider />
        <MenuItem
          disabled={signingOut}
          onClick={() => {
            handleClose();
            void signOut();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}

/** Mobile shows only Logout (spec part 1 section 2). */
export function MobileLogoutButton() {
  const { signOut, signingOut } = useSignOut();
  return (
    <Button color="inherit" onClick={() => void signOut()} disabled={signingOut} startIcon={<LogoutIcon />}>
      Logout
    </Button>
  );
}
