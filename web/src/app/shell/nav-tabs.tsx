import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useLocation } from 'react-router';

const TABS = [
  { label: 'Projects', to: '/projects', section: 'projects' },
  { label: 'Contacts', to: '/contacts', section: 'contacts' },
  { label: 'Calendar', to: '/calendar/month', section: 'calendar' },
  { label: 'Search', to: '/search', section: 'search' },
];

/** Top tabs for firm staff (Admin and User). */
export function NavTabs() {
  const { pathname } = useLocation();
  const section = pathname.split('/')[1];
  const active = TABS.find((tab) => tab.section === section)?.section ?? false;
  return (
    <Tabs
      value={active}
      textColor="inherit"
      aria-label="Main sections"
      slotProps={{ indicator: { sx: { bgcolor: 'secondary.light', height: 3 } } }}
      sx={{ minHeight: 64, '& .MuiTab-root': { minHeight: 64, opacity: 0.85 }, '& .Mui-selected': { opacity: 1 } }}
    >
      {TABS.map((tab) => (
        <Tab key={tab.section} value={tab.section} label={tab.label} component={RouterLink} to={tab.to} />
      ))}
    </Tabs>
  );
}
