import { useSubscription } from '@apollo/client/react';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { BoardPage_PresenceDocument } from '../../../generated/graphql';
import { initials } from './board-model';

export type BoardViewersProps = { projectId: string; myId: string | undefined };

/** Who else is looking at this board right now (presence): their avatars, gone within seconds of their tab closing. */
export function BoardViewers({ projectId, myId }: BoardViewersProps) {
  const { data } = useSubscription(BoardPage_PresenceDocument, { variables: { projectId } });
  const others = (data?.boardPresence ?? []).filter((viewer) => viewer.id !== myId);
  if (others.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="board-viewers">
      <Typography variant="body2" color="text.secondary">
        Also here
      </Typography>
      <AvatarGroup max={4} sx={{ '& .MuiAvatar-root': { width: 28, height: 28, fontSize: 12 } }}>
        {others.map((viewer) => (
          <Tooltip key={viewer.id} title={viewer.fullName}>
            <Avatar alt={viewer.fullName} data-testid="board-viewer" data-person-id={viewer.id}>
              {initials(viewer.fullName)}
            </Avatar>
          </Tooltip>
        ))}
      </AvatarGroup>
    </Box>
  );
}
