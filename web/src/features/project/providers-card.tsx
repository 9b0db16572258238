import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ProjectDetail } from './project-form-values';

const SHOWN = 4;

/** The email tracker card: the providers by state, a list of them (4, then 'Show more') and Manage. */
export function ProvidersCard({ project }: { project: ProjectDetail }) {
  const [all, setAll] = useState(false);
  const none = project.providers.length === 0;
  const shown = all ? project.providers : project.providers.slice(0, SHOWN);
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            Email Tracker
          </Typography>
          {/* Disabled without providers (spec part 2 section 2). */}
          <Button size="small" component={RouterLink} to={`/projects/${project.id}/email-tracker`} disabled={none}>
            Manage
          </Button>
        </Stack>
        {none ? (
          <Typography variant="body2" color="text.secondary">
            No capital providers on this project yet.
          </Typography>
        ) : (
          <>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }} aria-label="Providers by state">
              {project.cpSummary.map((entry) => (
                <Chip key={entry.state} size="small" label={`${entry.state}: ${entry.count}`} />
              ))}
            </Stack>
            <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Capital providers">
              {shown.map((provider) => (
                <Stack component="li" key={provider.id} direction="row" sx={{ py: 0.5 }}>
                  <Typography variant="body2" sx={{ flex: 1 }}>
                    {provider.person.fullName}
                    {provider.company ? ` (${provider.company})` : ''}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {provider.state?.name}
                  </Typography>
                </Stack>
              ))}
            </Stack>
            {project.providers.length > SHOWN && (
              <Button size="small" onClick={() => setAll(!all)}>
                {all ? 'Show less' : 'Show more'}
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
