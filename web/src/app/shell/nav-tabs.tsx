import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';

// The contacts list is the largest page chunk: start loading it when the pointer or focus reaches its tab, so the
// click finds it (or most of it) loaded. A second import() of a module returns the first one's promise.
const preloadContacts = () => void import('../../features/contacts/contacts-list-page');

const TABS = [
  { label: 'Projects', to: '/projects', section: 'projects' },
  { label: 'Contacts', to: '/contacts', section: 'contacts', preload: preloadContacts },
  { label: 'Calendar', to: '/calendar/month', section: 'calendar' },
  { label: 'Search', to: '/search', section: 'search' },
];

/** Top tabs for firm staff (Admin and User). */
export function NavTabs() {
  const { pathname } = useLocation();
  const section = pathname.split('/')[1];
  const active = TABS.find((tab) => tab.section === section)?.section ?? false;

  // Staff live in the contacts list: fetch its code once the browser is idle after the first screen.
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return;
    const handle = window.requestIdleCallback(preloadContacts, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
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
          key={tab.section}
          value={tab.section}
          label={tab.label}
          component={RouterLink}
          to={tab.to}
          onPointerEnter={tab.preload}
          onFocus={tab.preload}
        />
      ))}
    </Tabs>
  );
}
