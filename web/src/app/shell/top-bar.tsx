import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import { Logo } from '../../components/logo';
import { OutlookStatusButton } from '../../features/outlook/outlook-status-button';
import { isStaff, type CurrentUser } from '../../lib/current-user';
import { useRouteFacts } from '../../lib/route-facts';
import { ManagementMenu } from './management-menu';
import { NavTabs } from './nav-tabs';
import { PageSearchBox } from './page-search-box';
import { useNavigationPending } from './use-navigation-pending';
import { MobileLogoutButton, UserMenu } from './user-menu';

type TopBarProps = { user: CurrentUser; isMobile: boolean };

/**
 * The bar under the top bar while the next page is on its way. A component of its own: the router's state it
 * follows changes outside React's transitions, so each change renders it at once (synchronously), before the next
 * page; inside TopBar, that re-rendered the whole bar (tabs, menus, search box) twice per navigation.
 */
function NavigationProgress() {
  const navigating = useNavigationPending();
  if (!navigating) return null;
  return (
    <LinearProgress
      color="secondary"
      aria-label="Loading page"
      sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 3 }}
    />
  );
}

/** Fixed top bar. Staff on desktop get tabs and tools; clients, guests and mobile see the full logo only. */
export function TopBar({ user, isMobile }: TopBarProps) {
  const { pageSearch } = useRouteFacts();
  const staff = isStaff(user);
  const withTabs = staff && !isMobile;

  return (
    <AppBar position="fixed" color="primary" sx={{ displayPrint: 'none' }}>
      <Toolbar sx={{ gap: 2 }}>
        <Logo variant={withTabs ? 'mark' : 'full'} />
        {withTabs && <NavTabs />}
        <Box sx={{ flex: 1 }} />
        {!isMobile && pageSearch && <PageSearchBox />}
        {withTabs && <OutlookStatusButton />}
        {withTabs && <ManagementMenu user={user} />}
        {isMobile ? <MobileLogoutButton /> : <UserMenu user={user} />}
      </Toolbar>
      <NavigationProgress />
    </AppBar>
  );
}
