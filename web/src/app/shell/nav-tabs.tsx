import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { useRouteFacts } from '../../lib/route-facts';
import { navLinks } from '../nav-entries';

const TABS = navLinks('tab');

// A tab's page code starts loading when the pointer or focus reaches it, so the click finds it (or most of it)
// loaded. A second import() of a module returns the first one's promise.
const preload = (load: (() => Promise<unknown>) | undefined) => () => void load?.();

/** Top tabs for firm staff (Admin and User), declared by the features' routes (`nav.place: 'tab'`). */
export function NavTabs() {
  const { section } = useRouteFacts();
  const active = TABS.find((tab) => tab.section === section)?.to ?? false;

  // Staff live in the contacts list: fetch its code, and its first page, once the browser is idle after the first
  // screen. Measured from the Contacts tab's click to the first row, settled on the dashboard: about 520 ms when
  // only the code was fetched early, about 300 ms with the first page too.
  const client = useApolloClient();
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return;
    const handles = TABS.filter((tab) => tab.preloadWhenIdle).map((tab) =>
      window.requestIdleCallback(
        () => {
          preload(tab.preload)();
          // Does nothing once the page was opened: it fetched its own.
          void tab.prefetchWhenIdle?.(client);
        },
        { timeout: 4000 },
      ),
    );
    return () => handles.forEach((handle) => window.cancelIdleCallback(handle));
  }, [client]);
  return (
    <Tabs
      value={active}
      textColor="inherit"
      aria-label="Main sections"
      slotProps={{ indicator: { sx: { bgcolor: 'secondary.light', height: 3 } } }}
      sx={{ minHeight: 64, '& .MuiTab-root': { minHeight: 64, opacity: 0.85 }, '& .Mui-selected': { opacity: 1 } }}
    >
      {TABS.map((tab) => (
        <Tab
          key={tab.to}
          value={tab.to}
          label={tab.label}
          component={RouterLink}
          to={tab.to}
          onPointerEnter={preload(tab.preload)}
          onFocus={preload(tab.preload)}
        />
      ))}
    </Tabs>
  );
}
