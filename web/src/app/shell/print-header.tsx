import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { formatDate } from '../../lib/format';
import { APP_NAME } from '../../lib/use-document-title';
import { sectionTitle } from './section-title';

/** Shown only on paper: the section title and today's date (spec part 1 section 2). */
export function PrintHeader() {
  const { pathname } = useLocation();
  return (
    <Box
      data-testid="print-header"
      sx={{ display: 'none', '@media print': { display: 'flex' }, justifyContent: 'space-between', mb: 2 }}
    >
      <Typography variant="h2">
        {APP_NAME}: {sectionTitle(pathname)}
      </Typography>
      <Typography variant="body1">{formatDate(new Date())}</Typography>
    </Box>
  );
}
