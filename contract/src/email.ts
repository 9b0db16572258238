import Type from 'typebox';
import { Nullable, Page } from './common.js';

// Email drafts and templates (spec part 2 sections 3 and 7, Emails): `emails/contexts/...` and
// `emails/templates/...`. Each belongs to the account that made it; recipients are contact ids.

const ids = Type.Array(Type.Integer({ minimum: 1, maximum: 999_999_999 }), { maxItems: 10_000 });
const Recipient = Type.Object({
  id: Type.Integer(),
  full_name: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  company: Nullable(Type.String()),
  email: Nullable(Type.String({ description: 'Their first email address' })),
});
const Upload = Type.Object({ id: Type.Integer(), name: Type.String(), size: Type.Integer() });

export const Draft = Type.Object({
  id: Type.Integer(),
  to: Type.Array(Type.Integer()),
  cc: Type.Array(Type.Integer()),
  bcc: Type.Array(Type.Integer()),
  to_people: Type.Array(Recipient),
  cc_people: Type.Array(Recipient),
  bcc_people: Type.Array(Recipient),
  subject: Type.String(),
  body: Type.String(),
  is_company: Type.Boolean(),
  project: Nullable(Type.Integer()),
  is_sent: Type.Boolean(),
  uploaded_files: Type.Array(Upload, { description: 'Attachments (with the mail provider issue)' }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export const Drafts = Type.Array(Draft);
export const DraftsQuery = Type.Object({
  is_sent: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
});

const draftFields = {
  to: Type.Optional(ids),
  cc: Type.Optional(ids),
  bcc: Type.Optional(ids),
  subject: Type.Optional(Type.String({ maxLength: 1000 })),
  body: Type.Optional(Type.String({ maxLength: 500_000 })),
  is_company: Type.Optional(Type.Boolean()),
  project: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 999_999_999 }))),
};
/** `POST emails/contexts/`: to (contact ids) and is_company, the rest optional. Null entries of a list are dropped. */
export const DraftCreate = Type.Object(draftFields, { additionalProperties: false });
export const DraftPatch = Type.Object(draftFields, { additionalProperties: false });
/**
 * `POST emails/send/` (multipart/form-data): a draft's fields, `to` required, sent at once; any number of file parts
 * (any part name) are its attachments. Text values as a form sends them: numbers and `true`/`false` as text.
 */
export const SendForm = Type.Object(
  {
    ...draftFields,
    to: {
      ...ids,
      description:
        'Contact ids, at least one: comma-separated in one field (or a JSON array part, or the field repeated; a ' +
        'form takes at most 10 text fields). cc and bcc likewise',
    },
  },
  { additionalProperties: false },
);
export const IdsBody = Type.Object({ ids }, { additionalProperties: false });
export const SaveAsTemplate = Type.Object({ name: Type.String({ maxLength: 200 }) }, { additionalProperties: false });
export const SaveAsDraft = Type.Object(
  { to: Type.Optional(ids), cc: Type.Optional(ids), bcc: Type.Optional(ids) },
  { additionalProperties: false },
);
export const CreatedId = Type.Object({ id: Type.Integer() });

export const Template = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  is_company: Type.Boolean(),
  uploaded_files: Type.Array(Upload),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export const TemplatePage = Page(Template);
/** `search` and the filter: the same on the templates list and on its group counts. */
const templateFilterParams = {
  search: Type.Optional(Type.String({ maxLength: 200 })),
  is_company: Type.Optional(
    Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('true'), Type.Literal('false')]),
  ),
};
/** `GET emails/templates/`: `sort` (name, -name, updated_at, -updated_at, created_at, -created_at), `search` (name and subject), `is_company=1`. */
export const TemplatesQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 0 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
  sort: Type.Optional(Type.String({ maxLength: 100 })),
  ordering: Type.Optional(Type.String({ maxLength: 100 })),
  ...templateFilterParams,
});
/** `GET emails/templates/group_counts/`: the column to group by, with the list's `search` and `is_company`. */
export const TemplateGroupCountsQuery = Type.Object({
  field: Type.Optional(Type.String({ description: 'The column to group by: `name`, `subject`, `company_email`' })),
  ...templateFilterParams,
});
export const TemplatePatch = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 200 })),
    subject: Type.Optional(Type.String({ maxLength: 1000 })),
    body: Type.Optional(Type.String({ maxLength: 500_000 })),
    is_company: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
