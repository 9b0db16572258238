import Type from 'typebox';
import { Nullable } from './common.js';
import { Note } from './contact.js';
import { maxNoteLength } from './rules.js';

// Notes on a contact (spec part 1 section 7: `POST notes/people/`, `PATCH/DELETE notes/{kind}/{id}/`). The kind
// is `people` for now; `projects` comes with the projects issue.

const datetime = Type.String({ format: 'date-time' });

/** A note as the note routes answer it: the note of `people/{id}/` plus the contact it is on. */
export const PersonNote = Type.Object(
  { ...Note.properties, person: Type.Integer({ description: 'The contact the note is on' }) },
  { description: 'A note on a contact' },
);

/** `POST notes/people/`. The server sets the note's times: a `created_at` sent is accepted (the spec lists it) and ignored. */
export const NoteCreate = Type.Object({
  text: Type.String({ maxLength: maxNoteLength, description: 'The note; blank text is refused' }),
  person: Type.Integer({ minimum: 1, description: 'The contact' }),
  created_at: Type.Optional(datetime),
});

/**
 * `PATCH notes/people/{id}/`: `text`, or the spec's other spelling `notes`; the times (`created_at`,
 * `notes_created_at`, `notes_updated_at`) are accepted and ignored: the server sets them.
 */
export const NotePatch = Type.Object({
  text: Type.Optional(Type.String({ maxLength: maxNoteLength })),
  created_at: Type.Optional(datetime),
  notes: Type.Optional(Type.String({ maxLength: maxNoteLength, description: 'Same as `text`' })),
  notes_created_at: Type.Optional(Nullable(datetime)),
  notes_updated_at: Type.Optional(Nullable(datetime)),
});

/** A note on a project, as the note routes answer it: the note of `projects/{id}/` plus the project it is on. */
export const ProjectNote = Type.Object(
  { ...Note.properties, project: Type.Integer({ description: 'The project the note is on' }) },
  { description: 'A note on a project' },
);

/** `POST notes/projects/`. The server sets the note's times: a `created_at` sent is accepted and ignored. */
export const ProjectNoteCreate = Type.Object({
  text: Type.String({ maxLength: maxNoteLength, description: 'The note; blank text is refused' }),
  project: Type.Integer({ minimum: 1, description: 'The project' }),
  created_at: Type.Optional(datetime),
});
