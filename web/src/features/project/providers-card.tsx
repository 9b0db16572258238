import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import {
  ProvidersCard_SetStateDocument,
  ProvidersCard_StatesDocument,
  type ProvidersCard_ProjectFragment,
} from '../../generated/graphql';
import { isStaff, useCurrentUser } from '../../lib/current-user';
import { AddProviders } from './add-providers';
import { ProviderItem, type Provider } from './provider-item';
import { ProviderNotesDialog } from './provider-notes-dialog';
import { ProviderStateMenu, type ProviderStateOption } from './provider-state-menu';

/** Spec part 2 sections 2 and 9: the provider lists show 4, then 'Show more'. */
const SHOWN = 4;

type ProvidersCardProps = { project: ProvidersCard_ProjectFragment };

/**
 * The email tracker card: the providers by state, then each provider (4, then 'Show more') with a menu to change its
 * relationship state or notes; several selected change state at once. Manage opens the tracker (disabled without
 * providers, spec part 2 section 2).
 */
export function ProvidersCard({ project }: ProvidersCardProps) {
  const notify = useNotify();
  const { user } = useCurrentUser();
  const states = useQuery(ProvidersCard_StatesDocument).data?.lookups.providerRelationTypes ?? [];
  const [setState] = useMutation(ProvidersCard_SetStateDocument);
  const [all, setAll] = useState(false);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [menu, setMenu] = useState<{ anchor: HTMLElement; provider: Provider } | null>(null);
  const [bulkAnchor, setBulkAnchor] = useState<HTMLElement | null>(null);
  const [notesOf, setNotesOf] = useState<Provider | null>(null);

  const { providers } = project;
  const owner = project.members.some((member) => member.personId === user?.id && member.state === 'OWNER');
  const canManage = isStaff(user) || owner;
  const none = providers.length === 0;
  const shown = all ? providers : providers.slice(0, SHOWN);
  // Only providers still on the project count as selected (one may have gone since it was ticked).
  const selected = providers.filter((provider) => picked.has(provider.id)).map((provider) => provider.id);

  const changeState = async (ids: string[], state: ProviderStateOption) => {
    setMenu(null);
    setBulkAnchor(null);
    const failure = ids.length > 1 ? "Couldn't update Capital Providers" : "Couldn't update Capital Provider";
    try {
      const { data } = await setState({ variables: { input: { projectId: project.id, ids, state: state.state } } });
      if (!data?.setProviderState.project) return notify(failure, 'error', 400);
      if (ids.length > 1) setPicked(new Set());
    } catch (error) {
      notifyGraphQLError(notify, error, failure);
    }
  };

  const select = (id: string, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(id);
    else next.delete(id);
    setPicked(next);
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            Email Tracker
          </Typography>
          {isStaff(user) && (
            <Button size="small" component={RouterLink} to={`/projects/${project.id}/lender-matches`}>
              Match Lenders
            </Button>
          )}
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
            {canManage && (
              <Stack direction="row" sx={{ alignItems: 'center', minHeight: 36 }}>
                <FormControlLabel
                  sx={{ flex: 1, ml: 0 }}
                  label={selected.length ? `${selected.length} selected` : 'Select all'}
                  control={
                    <Checkbox
                      size="small"
                      sx={{ p: 0.5 }}
                      checked={selected.length === providers.length}
                      indeterminate={selected.length > 0 && selected.length < providers.length}
                      onChange={(event) =>
                        setPicked(new Set(event.target.checked ? providers.map((provider) => provider.id) : []))
                      }
                    />
                  }
                />
                {selected.length > 0 && (
                  <Button size="small" variant="outlined" onClick={(event) => setBulkAnchor(event.currentTarget)}>
                    Change State
                  </Button>
                )}
              </Stack>
            )}
            <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Capital providers">
              {shown.map((provider) => (
                <ProviderItem
                  key={provider.id}
                  provider={provider}
                  canManage={canManage}
                  selected={picked.has(provider.id)}
                  onSelect={(on) => select(provider.id, on)}
                  onOpenMenu={(anchor) => setMenu({ anchor, provider })}
                />
              ))}
            </Stack>
            {providers.length > SHOWN && (
              <Button size="small" onClick={() => setAll(!all)}>
                {all ? 'Show less' : 'Show more'}
              </Button>
            )}
          </>
        )}
        {canManage && (
          <AddProviders projectId={project.id} providerPersonIds={providers.map((provider) => provider.person.id)} />
        )}
      </CardContent>
      <Menu
        anchorEl={menu?.anchor}
        open={Boolean(menu)}
        onClose={() => setMenu(null)}
        slotProps={{ list: { 'aria-label': `Options for ${menu?.provider.person.fullName ?? ''}` } }}
      >
        {states.map((state, index) => (
          <MenuItem
            key={state.id}
            divider={index === states.length - 1}
            selected={state.id === menu?.provider.state?.id}
            onClick={() => menu && void changeState([menu.provider.id], state)}
          >
            {state.name}
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            setNotesOf(menu?.provider ?? null);
            setMenu(null);
          }}
        >
          {menu?.provider.notes ? 'Edit Notes' : 'Add Notes'}
        </MenuItem>
      </Menu>
      <ProviderStateMenu
        anchor={bulkAnchor}
        states={states}
        label="State of the selected providers"
        onPick={(state) => void changeState(selected, state)}
        onClose={() => setBulkAnchor(null)}
      />
      {notesOf && <ProviderNotesDialog provider={notesOf} onClose={() => setNotesOf(null)} />}
    </Card>
  );
}
