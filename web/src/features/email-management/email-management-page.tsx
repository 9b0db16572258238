import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, Navigate, useLocation } from 'react-router';
import { DraftsTab } from './drafts-tab';
import { TemplatesTab } from './templates-tab';

export const BASE = '/email-management';
const DRAFTS = `${BASE}/drafts`;
const TEMPLATES = `${BASE}/templates`;

/** /email-management: the Email Drafts and Templates tabs (spec part 2, Email Management); entry goes to drafts. */
export function EmailManagementPage() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/$/, '');
  if (path === BASE) return <Navigate to={DRAFTS} replace />;
  const onTemplates = path.startsWith(TEMPLATES);
  return (
    <Stack sx={{ p: 3 }} spacing={2}>
      <Tabs value={onTemplates ? 1 : 0} aria-label="Email Management">
        <Tab label="Email Drafts" component={RouterLink} to={DRAFTS} />
        <Tab label="Templates" component={RouterLink} to={TEMPLATES} />
      </Tabs>
      <Box>{onTemplates ? <TemplatesTab /> : <DraftsTab />}</Box>
    </Stack>
  );
}
