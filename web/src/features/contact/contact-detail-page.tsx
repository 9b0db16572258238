import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { EmailActivityCard } from './activity-cards';
import { ContactDetailsSection } from './contact-details-section';
import { ContactDetailHeader } from './contact-detail-header';
import { ContactDetailSkeleton } from './contact-detail-skeleton';
import { ContactInformationSection } from './contact-information-section';
import { FilesCard } from './notes-files/files-card';
import { NotesCard } from './notes-files/notes-card';
import { PersonalSection } from './personal-section';
import { ProjectsCard } from './projects-card';
import { TagsSection } from './tags-section';
import { TasksCard } from './tasks-card';
import { UndoMerge } from './management/undo-merge';
import { CapitalProviderEditCard } from './edit/capital-provider-edit-card';
import { ContactEditor } from './edit/contact-editor';
import { useContactDetail } from './use-contact-detail';

/** /contacts/:id: read-only until Edit (spec part 1 section 2). */
export function ContactDetailPage() {
  const id = useParams().id ?? '';
  const { person, loading } = useContactDetail(id);
  // While editing, the categories chosen in the form decide the Capital Provider Information card, before saving.
  const [cpCategorySelected, setCpCategorySelected] = useState<boolean | null>(null);
  // The route's title ('Contacts') until the contact's name is known.
  useDocumentTitle(person?.fullName);

  if (loading || !person) {
    return (
      <Stack sx={{ p: 3 }}>
        <ContactDetailSkeleton />
      </Stack>
    );
  }
  return (
    <Stack spacing={3} sx={{ p: 3 }}>
      <ContactDetailHeader person={person} />
      <UndoMerge personId={person.id} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <ContactEditor key={person.id} person={person} onCapitalProviderCategoryChange={setCpCategorySelected}>
              <ContactInformationSection person={person} />
              <ContactDetailsSection person={person} />
              <PersonalSection person={person} />
              <TagsSection tags={person.tags} />
            </ContactEditor>
            <NotesCard personId={person.id} notes={person.notes} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            {(cpCategorySelected ?? person.isCapitalProvider) && <CapitalProviderEditCard person={person} />}
            <ProjectsCard personId={person.id} />
            <TasksCard personId={person.id} />
            <FilesCard personId={person.id} files={person.files} />
            <EmailActivityCard personId={person.id} />
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}
