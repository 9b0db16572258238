import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PublicLayout } from '../../components/layout/public-layout';

type LegalPageProps = { title: string };

// Spec part 1 section 2: these pages hold placeholder filler text only, until the firm supplies its own.
const FILLER = [
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Integer nec odio. Praesent libero. Sed cursus ante dapibus diam. Sed nisi. Nulla quis sem at nibh elementum imperdiet. Duis sagittis ipsum. Praesent mauris.',
  'Fusce nec tellus sed augue semper porta. Mauris massa. Vestibulum lacinia arcu eget nulla. Class aptent taciti sociosqu ad litora torquent per conubia nostra, per inceptos himenaeos. Curabitur sodales ligula in libero.',
  'Sed dignissim lacinia nunc. Curabitur tortor. Pellentesque nibh. Aenean quam. In scelerisque sem at dolor. Maecenas mattis. Sed convallis tristique sem. Proin ut ligula vel nunc egestas porttitor.',
  'Morbi lectus risus, iaculis vel, suscipit quis, luctus non, massa. Fusce ac turpis quis ligula lacinia aliquet. Mauris ipsum. Nulla metus metus, ullamcorper vel, tincidunt sed, euismod in, nibh.',
];

const SECTIONS = ['Introduction', 'Information we hold', 'How we use it', 'Contact us'];

/** Privacy Policy, Cookie Policy and Terms & Conditions: readable signed in or out. */
export function LegalPage({ title }: LegalPageProps) {
  return (
    <PublicLayout>
      <Container maxWidth="md" sx={{ py: 5 }}>
        <Typography variant="h1" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          Placeholder text: the final wording will be published here.
        </Typography>
        {SECTIONS.map((section, index) => (
          <Box key={section} component="section" sx={{ mb: 3 }}>
            <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
              {index + 1}. {section}
            </Typography>
            <Typography sx={{ lineHeight: 1.7 }}>{FILLER[index % FILLER.length]}</Typography>
          </Box>
        ))}
      </Container>
    </PublicLayout>
  );
}
