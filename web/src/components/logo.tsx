import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import { APP_NAME } from '../lib/use-document-title';

type LogoProps = { variant?: 'full' | 'mark'; tone?: 'light' | 'dark'; to?: string };

/** The product logo: a mark plus the name ('full') or the mark alone. Links home. */
export function Logo({ variant = 'full', tone = 'light', to = '/' }: LogoProps) {
  const textColor = tone === 'light' ? '#ffffff' : '#0f2a4a';
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={`${APP_NAME} home`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, textDecoration: 'none', color: textColor }}
    >
      <Box component="svg" viewBox="0 0 32 32" sx={{ width: 30, height: 30, flexShrink: 0 }} aria-hidden>
        <rect width="32" height="32" rx="7" fill={tone === 'light' ? '#ffffff' : '#0f2a4a'} />
        <path
          d="M9 23V9h3.2v5.6L17.6 9h3.9l-5.9 6.3L21.9 23h-4l-4.4-5.6-1.3 1.4V23z"
          fill={tone === 'light' ? '#0f2a4a' : '#2bb5a8'}
        />
      </Box>
      {variant === 'full' && (
        <Box
          component="span"
          sx={{ fontWeight: 700, fontSize: '1.1rem', letterSpacing: '0.01em', whiteSpace: 'nowrap' }}
        >
          {APP_NAME}
        </Box>
      )}
    </Box>
  );
}
