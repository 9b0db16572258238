import { Suspense, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Footer } from '../../components/layout/footer';
import { PageSkeleton } from '../../components/page-skeleton';
import { useCurrentUser } from '../../lib/current-user';
import { useIsMobile } from '../../lib/use-is-mobile';
import { MobileBanner } from './mobile-banner';
import { PrintHeader } from './print-header';
import { TopBar } from './top-bar';

// Off screen until focused: the first Tab on a page reaches it, and it jumps past the top bar.
const SKIP_LINK_SX = {
  position: 'fixed',
  left: 8,
  top: -48,
  zIndex: 'tooltip',
  px: 2,
  py: 1,
  bgcolor: 'background.paper',
  borderRadius: 1,
  boxShadow: 3,
  '&:focus': { top: 8 },
} as const;

type AppShellProps = { children?: ReactNode };

/** The client dashboard of one of their projects: home as well. */
const MOBILE_HOME = /^\/dashboard(\/\d+)?\/?$/;

/** The signed-in frame: fixed top bar, main container, footer. */
export function AppShell({ children }: AppShellProps) {
  const { user } = useCurrentUser();
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  // Whether the viewport was mobile when the user came to this page: a resize (a window narrowed for a moment, a
  // full-page screenshot) does not throw them off it, only the next navigation does.
  const [entry, setEntry] = useState({ pathname, isMobile });
  if (entry.pathname !== pathname) setEntry({ pathname, isMobile });

  if (!user) return null;
  // Mobile is reduced to the home route (spec part 1 section 2): a client's home is their dashboard, and its project
  // switcher goes to /dashboard/{id}, the same home for another of their projects.
  if (entry.isMobile && pathname !== '/' && !MOBILE_HOME.test(pathname)) return <Navigate to="/" replace />;

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Link href="#main-content" sx={SKIP_LINK_SX}>
        Skip to content
      </Link>
      <TopBar user={user} isMobile={isMobile} />
      <Toolbar sx={{ displayPrint: 'none' }} />
      {isMobile && <MobileBanner />}
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{ flex: 1, width: '100%', maxWidth: 1600, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 3 } }}
      >
        <PrintHeader />
        <Suspense fallback={<PageSkeleton />}>{children ?? <Outlet />}</Suspense>
      </Box>
      <Footer />
    </Box>
  );
}
