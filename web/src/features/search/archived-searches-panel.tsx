import { useMutation, useQuery } from '@apollo/client/react';
import CloseIcon from '@mui/icons-material/Close';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import {
  ArchivedSearches_DeleteDocument,
  ArchivedSearches_ListDocument,
  type ArchivedSearches_ItemFragment,
} from '../../generated/graphql';
import { useCurrentUser } from '../../lib/current-user';
import { formatDate } from '../../lib/format';
import { routeTypeOf, SEARCH_TYPE_LABELS, searchTypeOfGraphQL } from './search-path';
import { ShareSearch } from './share-search';

/** Spec part 2 section 9: the advanced search's text waits 700 ms. */
const SEARCH_DEBOUNCE_MS = 700;
const PANEL_SIZE = 200;
export const CONFIRM_DELETE_TITLE = 'Confirm Delete';
export const CONFIRM_DELETE_TEXT = 'Are you sure you want to delete this search history item?';
const PANEL_TITLE_ID = 'archived-searches-title';

type ArchivedSearchesPanelProps = {
  open: boolean;
  onClose: () => void;
  onOpenSearch: (path: string) => void;
};

/** The side panel of saved searches (spec part 2 "Advanced search"): searched, opened, shared and removed. */
export function ArchivedSearchesPanel({ open, onClose, onOpenSearch }: ArchivedSearchesPanelProps) {
  const { user } = useCurrentUser();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const list = useQuery(ArchivedSearches_ListDocument, {
    variables: { search: search || undefined, first: PANEL_SIZE },
    skip: !open,
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useMutation(ArchivedSearches_DeleteDocument);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; item: ArchivedSearches_ItemFragment } | null>(null);
  const [sharing, setSharing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ArchivedSearches_ItemFragment | null>(null);
  const items = list.data?.savedSearches.nodes ?? [];

  const handleDelete = async () => {
    const item = deleting;
    setDeleting(null);
    if (!item) return;
    try {
      const { data } = await remove({ variables: { input: { id: item.id } } });
      if (data?.deleteSavedSearch.deletedId) await list.refetch();
      // Spec part 2 section 8: a failed removal is only logged.
      else console.error(data?.deleteSavedSearch.userErrors);
    } catch (error) {
      console.error(error);
    }
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': PANEL_TITLE_ID } }}
    >
      <Box sx={{ width: 400, p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h6" component="h2" id={PANEL_TITLE_ID}>
            Archived Searches
          </Typography>
          <IconButton aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <TextField
          size="small"
          fullWidth
          label="Search archived searches"
          value={input}
          onChange={(event) => setInput(event.target.value)}
        />
        {!list.loading && items.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            No saved searches
          </Typography>
        )}
        <List aria-label="Saved searches">
          {items.map((item) => {
            const routeType = routeTypeOf(searchTypeOfGraphQL(item.type));
            const ownedByOther = Boolean(item.owner && user && item.owner.id !== user.id);
            // Share Search expands its row while the others slide away.
            const shown = sharing === null || sharing === item.id;
            return (
              <Collapse key={item.id} in={shown} unmountOnExit>
                <ListItem
                  disablePadding
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={`Actions for ${item.title}`}
                      onClick={(event) => setMenu({ anchor: event.currentTarget, item })}
                    >
                      <MoreVertIcon />
                    </IconButton>
                  }
                >
                  <ListItemButton onClick={() => onOpenSearch(`/search/${routeType}/saved/${item.id}`)}>
                    <ListItemText
                      primary={item.title}
                      secondary={`${SEARCH_TYPE_LABELS[routeType]} · ${formatDate(item.createdAt)}${
                        ownedByOther && item.owner ? ` · ${item.owner.fullName}` : ''
                      }`}
                    />
                  </ListItemButton>
                </ListItem>
                {sharing === item.id && (
                  <ShareSearch
                    searchId={item.id}
                    title={item.title}
                    owners={item.owners}
                    onClose={() => setSharing(null)}
                  />
                )}
              </Collapse>
            );
          })}
        </List>
      </Box>
      <Menu anchorEl={menu?.anchor ?? null} open={Boolean(menu)} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            setSharing(menu?.item.id ?? null);
            setMenu(null);
          }}
        >
          Share Search
        </MenuItem>
        <MenuItem
          onClick={() => {
            setDeleting(menu?.item ?? null);
            setMenu(null);
          }}
        >
          Remove
        </MenuItem>
      </Menu>
      <Dialog open={Boolean(deleting)} onClose={() => setDeleting(null)} aria-labelledby="confirm-delete-search">
        <DialogTitle id="confirm-delete-search">{CONFIRM_DELETE_TITLE}</DialogTitle>
        <DialogContent>
          <DialogContentText>{CONFIRM_DELETE_TEXT}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>Cancel</Button>
          <Button color="error" variant="contained" onClick={() => void handleDelete()}>
            YES
          </Button>
        </DialogActions>
      </Dialog>
    </Drawer>
  );
}
