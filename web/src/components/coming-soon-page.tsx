import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import { Link as RouterLink } from 'react-router';

type ComingSoonPageProps = { title: string };

/** An honest stand-in for a section that a later release builds, so no link in the app is dead. */
export function ComingSoonPage({ title }: ComingSoonPageProps) {
  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2, justifyItems: 'start', py: 4 }}>
          <ConstructionOutlinedIcon color="secondary" sx={{ fontSize: 40 }} />
          <Typography variant="h3" component="h2">
            Coming soon
          </Typography>
          <Typography color="text.secondary">{title} is not available yet. It arrives in a coming release.</Typography>
          <Button variant="contained" component={RouterLink} to="/">
            Go to dashboard
          </Button>
        </CardContent>
      </Card>
    </>
  );
}
