import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ProjectsCard_ProjectsDocument } from '../../generated/graphql';
import { DetailSection, EmptyCardText } from './detail-layout';

/** Spec part 1 section 9: the Projects card shows 4 before 'show all'. */
export const PROJECTS_SHOWN = 4;

/**
 * The projects the contact is on, on the team or as the client, by name, each with its status (spec part 1
 * section 2). A link: ctrl or meta click opens a new tab, as any link does.
 */
export function ProjectsCard({ personId }: { personId: string }) {
  const [showAll, setShowAll] = useState(false);
  const { data } = useQuery(ProjectsCard_ProjectsDocument, {
    variables: { id: personId },
    fetchPolicy: 'cache-and-network',
  });
  const projects = data?.person?.projects;
  const shown = showAll ? projects : projects?.slice(0, PROJECTS_SHOWN);

  return (
    <DetailSection title="Projects">
      {!projects && <Skeleton role="status" aria-label="Loading projects" />}
      {projects?.length === 0 && <EmptyCardText>No projects.</EmptyCardText>}
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Projects">
        {shown?.map((project) => (
          <Stack component="li" key={project.id}>
            <Link component={RouterLink} to={`/projects/${project.id}/`} sx={{ overflowWrap: 'anywhere' }}>
              {project.name}
            </Link>
            {project.status && (
              <Typography variant="caption" color="text.secondary">
                {project.status.name}
              </Typography>
            )}
          </Stack>
        ))}
      </Stack>
      {projects && projects.length > PROJECTS_SHOWN && (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setShowAll((value) => !value)}>
          {showAll ? 'Show less' : 'Show all'}
        </Button>
      )}
    </DetailSection>
  );
}
