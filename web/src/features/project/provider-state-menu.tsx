import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ProvidersCard_StatesQuery } from '../../generated/graphql';

export type ProviderStateOption = ProvidersCard_StatesQuery['lookups']['providerRelationTypes'][number];

type ProviderStateMenuProps = {
  anchor: HTMLElement | null;
  states: readonly ProviderStateOption[];
  onPick: (state: ProviderStateOption) => void;
  onClose: () => void;
  label: string;
};

/** The relationship states (lookups' provider_relation_types, in their order) to move several providers to. */
export function ProviderStateMenu({ anchor, states, onPick, onClose, label }: ProviderStateMenuProps) {
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose} slotProps={{ list: { 'aria-label': label } }}>
      {states.map((state) => (
        <MenuItem key={state.id} onClick={() => onPick(state)}>
          {state.name}
        </MenuItem>
      ))}
    </Menu>
  );
}
