import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { BASE } from './paths';
import { ImportedDuplicatesTab } from './imported-duplicates-tab';
import { PossibleDuplicatesTab } from './possible-duplicates-tab';
import { NewContactsTab } from './new-contacts-tab';
import { DeletedContactsTab } from './deleted-contacts-tab';

const TABS = [
  { label: 'Imported Duplicates', path: BASE },
  { label: 'Possible Duplicates', path: `${BASE}/possible-duplicates` },
  { label: 'New Contacts', path: `${BASE}/new-contacts` },
  { label: 'Deleted Contacts', path: `${BASE}/deleted-contacts` },
];

/** /contact-management and its tabs: side tabs, each a selectable table with its actions. */
export function ContactManagementPage() {
  const { pathname } = useLocation();
  const current = TABS.findIndex((tab) => tab.path === pathname.replace(/\/$/, ''));
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ p: 3 }}>
      <Tabs
        orientation="vertical"
        value={Math.max(current, 0)}
        aria-label="Contact Management"
        sx={{ minWidth: 200, borderRight: 1, borderColor: 'divider' }}
      >
        {TABS.map((tab) => (
          <Tab
            key={tab.path}
            label={tab.label}
            component={RouterLink}
            to={tab.path}
            sx={{ alignItems: 'flex-start' }}
          />
        ))}
      </Tabs>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {TABS[Math.max(current, 0)]!.label}
        </Typography>
        {current <= 0 && <ImportedDuplicatesTab />}
        {current === 1 && <PossibleDuplicatesTab />}
        {current === 2 && <NewContactsTab />}
        {current === 3 && <DeletedContactsTab />}
      </Box>
    </Stack>
  );
}
