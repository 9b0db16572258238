import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

/** Preferences has one tab, Email Signature; editing it arrives with the email issue. */
export function EmailSignaturePage() {
  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Preferences
      </Typography>
      <Card>
        <Tabs value="signature" sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}>
          <Tab value="signature" label="Email Signature" />
        </Tabs>
        <CardContent sx={{ display: 'grid', gap: 1, py: 4 }}>
          <Typography variant="h3" component="h2">
            Coming soon
          </Typography>
          <Typography color="text.secondary">
            Editing your email signature arrives together with sending email from the product.
          </Typography>
        </CardContent>
      </Card>
    </>
  );
}
