// `saved` is a ref on purpose: set just before navigating away after a save, it lets that navigation pass the
// discard guard without a render in between (a state update would arrive too late). react-hooks/refs flags reading it.
/* eslint-disable react-hooks/refs */
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useNotify } from '../../../components/notifications/notifications';
import { notifyGraphQLError } from '../../../components/notifications/notify-error';
import {
  ContactForm_CreateDocument,
  ContactForm_LookupsDocument,
  ContactForm_UpdateDocument,
  CurrentUser_MeDocument,
} from '../../../generated/graphql';
import { applyUserErrors } from '../../../lib/apply-user-errors';
import { useCurrentUser } from '../../../lib/current-user';
import type { ContactDetail } from '../contact-detail-types';
import { ContactActions } from './contact-actions';
import { ContactDetailsFields } from './contact-details-fields';
import { ContactInformationFields } from './contact-information-fields';
import { FORM_FIELDS, toFormValues, toPersonInput, type ContactFormValues } from './contact-form-values';
import { ConflictingEmailDialog, FormErrorsDialog } from './dialogs';
import { PersonalFields, TagsField } from './personal-and-tags-fields';
import { DiscardGuard } from './discard-guard';

type ContactEditorProps = {
  /** The contact, or null on /contacts/new (which starts in edit mode). */
  person: ContactDetail | null;
  /** `?email=` of /contacts/new: pre-fills the first email. */
  initialEmail?: string;
  /** The read-only sections, shown when not editing. */
  children?: ReactNode;
  /**
   * While editing with the lookups loaded: whether the chosen categories include a capital-provider category (the
   * Capital Provider Information card follows it before saving, spec part 1 sections 2 and 5); null otherwise.
   */
  onCapitalProviderCategoryChange?: (selected: boolean | null) => void;
};

/** Read-only and editing modes of a contact: Edit, Save (back to read-only), Cancel (discards), Delete, invite. */
export function ContactEditor({
  person,
  initialEmail = '',
  children,
  onCapitalProviderCategoryChange,
}: ContactEditorProps) {
  const creating = person === null;
  const [editing, setEditing] = useState(creating);
  const [errorsOpen, setErrorsOpen] = useState(false);
  const [conflict, setConflict] = useState<{ id: string; fullName: string } | null>(null);
  const { user } = useCurrentUser();
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useApolloClient();
  const lookups = useQuery(ContactForm_LookupsDocument, { skip: !editing });
  const form = useForm<ContactFormValues>({ defaultValues: toFormValues(person, initialEmail), mode: 'onTouched' });
  // Read while drawing, as the capital provider card does (react-hook-form keeps up to date what a render reads).
  const { dirtyFields } = form.formState;
  const [createPerson, created] = useMutation(ContactForm_CreateDocument);
  const [updatePerson, updated] = useMutation(ContactForm_UpdateDocument);
  // Set once a save succeeded: the navigation that follows is not "leaving unsaved changes".
  const saved = useRef(false);
  const categories = useWatch({ control: form.control, name: 'categories' });
  const cpCategories = lookups.data?.lookups.categories.filter((category) => category.isCp);
  const cpCategorySelected =
    editing && cpCategories ? categories.some((id) => cpCategories.some((category) => category.id === id)) : null;
  // The card lives beside the form, in the page: it hears of each change of the choice (and of leaving edit mode).
  useEffect(
    () => onCapitalProviderCategoryChange?.(cpCategorySelected),
    [cpCategorySelected, onCapitalProviderCategoryChange],
  );

  const failed = (
    userErrors: readonly { field?: string | null; message: string }[],
    conflicting: { id: string; fullName: string } | null | undefined,
    message: string,
  ) => {
    applyUserErrors(userErrors, form.setError, FORM_FIELDS);
    if (conflicting) setConflict(conflicting);
    notify(message, 'error');
  };

  const handleSave = form.handleSubmit(
    async (values) => {
      if (creating) {
        try {
          const { data } = await createPerson({ variables: { input: { person: toPersonInput(values) } } });
          const payload = data?.createPerson;
          if (!payload?.person)
            return failed(payload?.userErrors ?? [], payload?.conflictingPerson, "Couldn't create a user");
          saved.current = true;
          // The lists now miss the new contact: read them again when next shown.
          client.cache.evict({ fieldName: 'people' });
          client.cache.evict({ fieldName: 'personGroupCounts' });
          notify('User successfully created', 'success');
          void navigate(`/contacts/${payload.person.id}`);
        } catch (error) {
          notifyGraphQLError(notify, error, "Couldn't create a user");
        }
        return;
      }
      const changes = toPersonInput(values, dirtyFields);
      if (Object.keys(changes).length === 0) {
        setEditing(false);
        return;
      }
      try {
        const { data } = await updatePerson({ variables: { input: { id: person.id, changes } } });
        const payload = data?.updatePerson;
        if (!payload?.person)
          return failed(payload?.userErrors ?? [], payload?.conflictingPerson, "Couldn't update a user");
        client.cache.evict({ fieldName: 'people' });
        client.cache.evict({ fieldName: 'personGroupCounts' });
        // The projects list names each project's client: read again with the new name when next shown.
        client.cache.evict({ fieldName: 'projects' });
        // Their own contact: the user menu and the dashboard's welcome read the signed-in user.
        if (person.id === user?.id) void client.refetchQueries({ include: [CurrentUser_MeDocument] });
        form.reset(toFormValues({ ...person, ...payload.person }));
        setEditing(false);
        notify('User successfully updated', 'success');
      } catch (error) {
        notifyGraphQLError(notify, error, "Couldn't update a user");
      }
    },
    () => setErrorsOpen(true),
  );

  const handleCancel = () => {
    if (creating) {
      void navigate('/contacts');
      return;
    }
    form.reset(toFormValues(person));
    setEditing(false);
  };

  const serverError = form.formState.errors.root?.serverError?.message;
  const saving = created.loading || updated.loading;
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {editing ? (
          <>
            <Button variant="contained" onClick={() => void handleSave()} disabled={saving}>
              Save
            </Button>
            <Button onClick={handleCancel}>Cancel</Button>
          </>
        ) : (
          <Button variant="contained" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
        {person && user && <ContactActions person={person} currentUser={user} />}
      </Stack>
      {serverError && <Alert severity="error">{serverError}</Alert>}
      {!editing ? (
        children
      ) : !lookups.data ? (
        <Skeleton variant="rounded" height={320} aria-label="Loading the form" />
      ) : (
        <FormProvider {...form}>
          <Stack
            component="form"
            spacing={3}
            noValidate
            onSubmit={(event) => void handleSave(event)}
            aria-label={creating ? 'New contact' : 'Edit contact'}
          >
            <ContactInformationFields lookups={lookups.data.lookups} isAdmin={Boolean(user?.isAdmin)} />
            <ContactDetailsFields />
            <PersonalFields />
            <TagsField knownTags={lookups.data.tags} />
          </Stack>
        </FormProvider>
      )}
      <FormErrorsDialog open={errorsOpen} onClose={() => setErrorsOpen(false)} />
      <ConflictingEmailDialog
        person={conflict}
        onClose={() => setConflict(null)}
        onView={() => {
          const id = conflict?.id;
          setConflict(null);
          // Going to the other contact leaves this form: nothing of it is kept.
          saved.current = true;
          void navigate(`/contacts/${id}`);
        }}
      />
      <DiscardGuard dirty={editing && form.formState.isDirty && !saved.current} />
    </Stack>
  );
}
