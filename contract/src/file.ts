import Type from 'typebox';
import { Nullable, PersonRef } from './common.js';

// Files on a contact (spec part 1 sections 3 and 7): `GET/POST people/{id}/files/`, `DELETE people/files/{id}/`,
// `POST people/public-files/`. Uploads are multipart; each file is at most 150 MB.

export const PersonFile = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String({ description: 'The file name as uploaded' }),
    size: Type.Integer({ description: 'Bytes' }),
    document: Type.String({ description: 'Absolute URL that downloads the file (`people/files/{id}/download/`)' }),
    user: Nullable(Type.Integer({ description: 'Who uploaded it' })),
    type: Type.String({ description: 'Its media type, e.g. `application/pdf`' }),
    created_at: Type.String({ format: 'date-time' }),
  },
  { description: 'A file on a contact' },
);

export const PersonFiles = Type.Array(PersonFile, { description: 'Newest first' });

/** `POST people/public-files/`: where the uploaded image can be read by anyone (editor images). */
export const PublicFile = Type.Object({
  file: Type.String({ description: 'Absolute URL of the file, open to anyone' }),
});

export const PublicFileParams = Type.Object({ key: Type.String({ pattern: '^[0-9a-f-]{36}$' }) });

/** A file on a project or a task (`projects/{id}/files/`, `tasks/{id}/files/`): as a contact's, `document` under its own path. */
export const OwnedFile = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String({ description: 'The file name as uploaded' }),
    size: Type.Integer({ description: 'Bytes' }),
    document: Type.String({
      description: 'Absolute URL that downloads the file (`<projects|tasks>/files/{id}/download/`)',
    }),
    user: Nullable(Type.Integer({ description: 'Who uploaded it' })),
    user_details: Nullable(
      Type.Object(PersonRef.properties, {
        description:
          "Extension (as tasks' `created_by_details`): the uploader's name, for those who may not read the contact (clients, guests)",
      }),
    ),
    type: Type.String({ description: 'Its media type' }),
    created_at: Type.String({ format: 'date-time' }),
  },
  { description: 'A file on a project or a task' },
);
export const OwnedFiles = Type.Array(OwnedFile, { description: 'Newest first' });
