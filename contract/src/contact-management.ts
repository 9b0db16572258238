import Type from 'typebox';
import { Nullable } from './common.js';
import { Person } from './contact.js';
import { personText } from './contact-edit.js';
import { emailLabels, maxPersonTextLength, phoneLabels } from './rules.js';

const idArray = Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 10000 });

// At most 9 digits an id: beyond PostgreSQL's integer is a 400, not a 500.
const idList = (description: string) =>
  Type.String({ pattern: '^\\s*0*\\d{1,9}(\\s*,\\s*0*\\d{1,9})*\\s*$', description });

/** `DELETE .../delete_multiple/`, `DELETE people/permanently_delete_multiple/`: the ids. */
export const IdsBody = Type.Object({ ids: idArray }, { additionalProperties: false });

/** An imported CSV line waiting as a duplicate: the imported person fields plus the contact it duplicates. */
export const ImportedDuplicate = Type.Object(
  {
    id: Type.Integer(),
    first_name: Type.String(),
    last_name: Type.String(),
    company: Type.String(),
    job_title: Nullable(Type.String()),
    emails: Type.Array(Type.Object({ email: Type.String(), label: Type.String() })),
    phones: Type.Array(Type.Object({ number: Type.String(), label: Type.String() })),
    details: Type.Object({}, { additionalProperties: true, description: 'The imported line as a person request' }),
    duplicate_of: Type.Integer(),
    duplicate_of_details: Person,
    created_at: Type.String({ format: 'date-time' }),
  },
  { description: 'An imported duplicate' },
);
export const ImportedDuplicates = Type.Array(ImportedDuplicate);

/** Possible duplicates: groups of current contacts that look like one person, the oldest first in each. */
export const PossibleDuplicateGroup = Type.Object({
  id: Type.Integer({ description: "The id of the group's first (oldest) contact" }),
  reasons: Type.Array(Type.String({ description: '`name`, `email` or `phone`' })),
  people: Type.Array(Person),
});
export const PossibleDuplicates = Type.Array(PossibleDuplicateGroup);
export const PossibleDuplicatesQuery = Type.Object({
  ids: Type.Optional(idList('Only these contacts, as one group (the merge screen)')),
});

export const PeopleIdsQuery = Type.Object({ people: idList('Contact ids, comma-separated') });
export const PersonIdQuery = Type.Object({ person: Type.Integer({ minimum: 1 }) });

export const IgnoreBody = Type.Object({ ignored_as_duplicate: Type.Boolean() }, { additionalProperties: false });

const emailLabel = Type.Union(emailLabels.map((label) => Type.Literal(label)));
const phoneLabel = Type.Union(phoneLabels.map((label) => Type.Literal(label)));

/** The contact fields chosen on the merge screen (only the changed ones are sent). */
export const mergeFields = {
  first_name: Type.Optional(Type.String({ minLength: 1, maxLength: maxPersonTextLength('first_name') })),
  middle_name: personText('middle_name'),
  last_name: Type.Optional(Type.String({ minLength: 1, maxLength: maxPersonTextLength('last_name') })),
  title: Type.Optional(Nullable(Type.Integer())),
  suffix: personText('suffix'),
  client_class: Type.Optional(Nullable(Type.Integer())),
  job_title: personText('job_title'),
  company: Type.Optional(Type.String({ minLength: 1, maxLength: maxPersonTextLength('company') })),
  department: personText('department'),
  website: personText('website'),
  previous_company: personText('previous_company'),
  rating: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 3 }))),
  legal_status: Type.Optional(Nullable(Type.Integer())),
  bio: personText('bio'),
  spouse: personText('spouse'),
  birthday: Type.Optional(Nullable(Type.String({ format: 'date' }))),
  nickname: personText('nickname'),
  street: personText('street'),
  city: personText('city'),
  postcode: personText('postcode'),
  country: personText('country'),
  home_street: personText('home_street'),
  home_city: personText('home_city'),
  home_postcode: personText('home_postcode'),
  home_country: personText('home_country'),
  emails: Type.Optional(
    Type.Array(Type.Object({ email: Type.String({ format: 'email' }), label: emailLabel }), {
      minItems: 1,
      maxItems: 4,
    }),
  ),
  phones: Type.Optional(
    Type.Array(Type.Object({ number: Type.String({ minLength: 1, maxLength: 50 }), label: phoneLabel }), {
      maxItems: 7,
    }),
  ),
  categories: Type.Optional(Type.Array(Type.Integer())),
  subcategories: Type.Optional(Type.Array(Type.Integer())),
  use_classes: Type.Optional(Type.Array(Type.Integer())),
  locations: Type.Optional(Type.Array(Type.Integer())),
  tags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }))),
};

/** `PATCH people/import-duplicates/{id}/merge_to_person/?person=`. */
export const MergePayload = Type.Object(mergeFields, { additionalProperties: false });

/**
 * `PATCH people/existing-duplicates/{id}/merge_from_people/?people=`: the merged contact's fields, plus
 * `capital_provider`: the id of the contact whose capital-provider criteria the survivor keeps ('Use original' is
 * the survivor's own, or absent).
 */
export const MergeFromPeoplePayload = Type.Object(
  { ...mergeFields, capital_provider: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))) },
  { additionalProperties: false },
);

/** Extension: a merge of contacts, undoable for 30 days. */
export const PersonMerge = Type.Object({
  id: Type.Integer(),
  survivor: Type.Integer(),
  merged: Type.Array(Type.Integer()),
  merged_names: Type.Array(Type.String()),
  merged_at: Type.String({ format: 'date-time' }),
  merged_by: Nullable(Type.Integer()),
  undo_until: Type.String({ format: 'date-time' }),
});
export const PersonMerges = Type.Array(PersonMerge);

/** `GET external_contacts/`: addresses seen in mail that belong to no contact. */
export const ExternalContact = Type.Object({
  id: Type.Integer(),
  email_address: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});
export const ExternalContacts = Type.Array(ExternalContact);
