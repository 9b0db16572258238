import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRouteFacts } from '../../lib/route-facts';
import { APP_NAME } from '../../lib/use-document-title';

/** Shown only on paper: the section title and today's date (spec part 1 section 2). */
export function PrintHeader() {
  const { section = 'Not Found' } = useRouteFacts();
  const today = useToday();
  return (
    <Box
      data-testid="print-header"
      sx={{ display: 'none', '@media print': { display: 'flex' }, justifyContent: 'space-between', mb: 2 }}
    >
      <Typography variant="h2">
        {APP_NAME}: {section}
      </Typography>
      <Typography variant="body1">{today}</Typography>
    </Box>
  );
}

/** Today as 'DD MMM YYYY'. The date library loads after the first screen: only paper shows the date. */
function useToday(): string {
  const [today, setToday] = useState('');
  useEffect(() => {
    let mounted = true;
    void import('../../lib/format').then(({ formatDate }) => mounted && setToday(formatDate(new Date())));
    return () => {
      mounted = false;
    };
  }, []);
  return today;
}
