import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { APP_NAME } from '../../lib/use-document-title';

const LEGAL_LINKS = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
  { to: '/terms-and-conditions', label: 'Terms & Conditions' },
];

export function Footer() {
  return (
    <Box
      component="footer"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
        px: 3,
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        displayPrint: 'none',
      }}
    >
      {/* The copyright line reads 2020 (spec part 1 section 2). */}
      <Typography variant="body2" color="text.secondary">
        © 2020 {APP_NAME}. All rights reserved.
      </Typography>
      <Box component="nav" aria-label="Legal" sx={{ display: 'flex', gap: 2 }}>
        {LEGAL_LINKS.map((link) => (
          <Link key={link.to} component={RouterLink} to={link.to} variant="body2" color="text.secondary">
            {link.label}
          </Link>
        ))}
      </Box>
    </Box>
  );
}
