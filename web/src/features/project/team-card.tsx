import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { PersonPicker, type PickedPerson } from '../../components/form/person-picker';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import { ProjectPage_AddMemberDocument, type MembershipState } from '../../generated/graphql';
import {
  MEMBERSHIP_STATE_LABELS,
  TeamMemberAction,
  TeamMemberMenu,
  useTeamMemberChange,
} from '../../components/team/team-member-options';

export type TeamMember = {
  id: string;
  personId: string;
  fullName: string;
  state: MembershipState;
  isUniversalOwner: boolean;
};

type TeamCardProps = {
  projectId: string | null;
  members: readonly TeamMember[];
  /** Team owners and admins see the owner options (spec part 2 section 6). */
  canManage: boolean;
  /** Before the project exists: the team is kept by the page and sent with it. */
  onDraftChange?: (members: TeamMember[]) => void;
  /** After a change on the server: the project is read again. */
  onChanged?: () => void;
};

/** The team: owners first; Make Owner, Make Member and Remove; the universal owner locked. */
export function TeamCard({ projectId, members, canManage, onDraftChange, onChanged }: TeamCardProps) {
  const notify = useNotify();
  const [menu, setMenu] = useState<{ anchor: HTMLElement; member: TeamMember } | null>(null);
  const [adding, setAdding] = useState<PickedPerson | null>(null);
  const [addMember, added] = useMutation(ProjectPage_AddMemberDocument);
  const changeSaved = useTeamMemberChange(onChanged);

  // A refusal often means someone changed the team meanwhile: it is read again, so the card shows it as it is.
  const failed = (message: string, error?: unknown, status?: number) => {
    if (error) notifyGraphQLError(notify, error, message);
    else notify(message, 'error', status);
    onChanged?.();
  };

  const change = async (member: TeamMember, state: MembershipState | null) => {
    setMenu(null);
    if (!projectId) {
      onDraftChange?.(
        state === null
          ? members.filter((row) => row !== member)
          : members.map((row) => (row === member ? { ...row, state } : row)),
      );
      return;
    }
    await changeSaved(member, state);
  };

  const add = async () => {
    if (!adding) return;
    const person = adding;
    setAdding(null);
    if (!projectId) {
      onDraftChange?.([
        ...members,
        {
          id: `new-${person.id}`,
          personId: person.id,
          fullName: person.fullName,
          state: 'MEMBER',
          isUniversalOwner: false,
        },
      ]);
      return;
    }
    try {
      const { data } = await addMember({ variables: { input: { projectId, personId: person.id, state: 'MEMBER' } } });
      if (!data?.addTeamMember.member) return failed("Couldn't add Team Member", undefined, 400);
      onChanged?.();
    } catch (error) {
      failed("Couldn't add Team Member", error);
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          Team
        </Typography>
        <List dense aria-label="Team">
          {members.map((member) => (
            <ListItem
              key={member.id}
              disableGutters
              secondaryAction={
                <TeamMemberAction
                  member={member}
                  canManage={canManage}
                  onOpen={(anchor, chosen) => setMenu({ anchor, member: chosen })}
                />
              }
            >
              <ListItemText primary={member.fullName} />
              <Chip size="small" label={MEMBERSHIP_STATE_LABELS[member.state]} sx={{ mr: 4 }} />
            </ListItem>
          ))}
          {members.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              No team members yet.
            </Typography>
          )}
        </List>
        <TeamMemberMenu
          anchor={menu?.anchor ?? null}
          member={menu?.member ?? null}
          onChoose={(member, state) => void change(member, state)}
          onClose={() => setMenu(null)}
        />
        {canManage && (
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <div style={{ flex: 1 }}>
              <PersonPicker
                label="Add team member"
                value={adding}
                onChange={setAdding}
                exclude={members.map((member) => member.personId)}
              />
            </div>
            <Button variant="outlined" disabled={!adding || added.loading} onClick={() => void add()}>
              Add
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
