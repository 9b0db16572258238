import { useQuery } from '@apollo/client/react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BoardPage_ProjectsDocument } from '../../../generated/graphql';

/** The project name's dropdown: another board of the user's, shown when there is more than one (spec part 2 section 2). */
export function ProjectSwitcher({ projectId }: { projectId: string }) {
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Read again on each board: a project renamed or added since shows under its name.
  const projects = useQuery(BoardPage_ProjectsDocument, { fetchPolicy: 'cache-and-network' }).data?.boardProjects ?? [];
  if (projects.length <= 1) return null;
  return (
    <>
      <IconButton size="small" aria-label="Switch project" onClick={(event) => setAnchor(event.currentTarget)}>
        <ArrowDropDownIcon />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxHeight: 320 } } }}
      >
        {projects.map((project) => (
          <MenuItem
            key={project.id}
            selected={project.id === projectId}
            onClick={() => {
              setAnchor(null);
              void navigate(`/projects/${project.id}/tasks`);
            }}
          >
            {project.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
