import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ProjectDetail } from './project-form-values';
import { ProjectFields, type Lookups } from './project-info-fields';
import { ProjectValues } from './project-info-values';

/** The Project Information card: the values, or the form while editing (spec part 2 section 2). */
export function ProjectInfoCard({
  project,
  editing,
  lookups,
  knownTags,
}: {
  project: ProjectDetail | null;
  editing: boolean;
  lookups: Lookups | undefined;
  /** Every tag in use, offered by the Tags input. */
  knownTags: readonly string[];
}) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Project Information
        </Typography>
        {editing && lookups ? (
          <ProjectFields lookups={lookups} knownTags={knownTags} />
        ) : (
          project && <ProjectValues project={project} />
        )}
      </CardContent>
    </Card>
  );
}
