import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../../components/logo';

type AuthCardProps = { title: string; children: ReactNode };

/** The frame of the signed-out screens: logo, a card with a heading, and the legal links. */
export function AuthCard({ title, children }: AuthCardProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        p: 2,
        background: 'linear-gradient(160deg, #0f2a4a 0%, #123a5c 55%, #14877c 130%)',
      }}
    >
      <Logo to="/login" />
      <Card variant="elevation" elevation={8} sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 }, display: 'grid', gap: 2.5 }}>
          <Typography variant="h1" component="h1">
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
      <Box component="nav" aria-label="Legal" sx={{ display: 'flex', gap: 2 }}>
        {[
          ['/privacy-policy', 'Privacy Policy'],
          ['/cookie-policy', 'Cookie Policy'],
          ['/terms-and-conditions', 'Terms & Conditions'],
        ].map(([to, label]) => (
          <Link key={to} component={RouterLink} to={to!} variant="body2" sx={{ color: 'rgba(255,255,255,0.8)' }}>
            {label}
          </Link>
        ))}
      </Box>
    </Box>
  );
}
