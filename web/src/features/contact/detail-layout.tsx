import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { EMPTY_VALUE } from '../../lib/format';

type DetailSectionProps = {
  title: string;
  children: ReactNode;
  action?: ReactNode;
};

/** A titled card: the main sections and the side cards of the contact page share it. */
export function DetailSection({ title, children, action }: DetailSectionProps) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Grid container spacing={2}>
      {children}
    </Grid>
  );
}

type DetailFieldProps = {
  label: string;
  children?: ReactNode;
  /** Wide fields (bio, addresses) take the whole row. */
  wide?: boolean;
};

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '' || value === false;

/** A read-only field: its label, then its value or a dash. */
export function DetailField({ label, children, wide = false }: DetailFieldProps) {
  return (
    <Grid size={wide ? 12 : { xs: 12, sm: 6, lg: 4 }} role="group" aria-label={label}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {isEmpty(children) ? EMPTY_VALUE : children}
      </Typography>
    </Grid>
  );
}

export function EmptyCardText({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}

export const joinNames = (items: readonly { name: string }[]) => items.map((item) => item.name).join(', ');
