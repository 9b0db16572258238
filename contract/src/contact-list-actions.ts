import Type from 'typebox';
import { personText } from './contact-edit.js';

/** The list actions of the contacts list: delete selected, export, CSV import, bulk edit (spec part 1, sections 2, 5, 7). */

const id = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** `DELETE people/multiple/`. */
export const PeopleIdsBody = Type.Object({
  ids: Type.Array(id, { minItems: 1, maxItems: 10000, description: 'The contacts to delete' }),
});

/** `DELETE people/multiple/` answer. */
export const DeletedPeople = Type.Object({ deleted: Type.Array(Type.Integer(), { description: 'The ids deleted' }) });

/** `POST people/exportAll/`: the ids of the selected contacts, or "all". */
export const ExportBody = Type.Object({
  people: Type.Union([Type.Array(id, { maxItems: 100000 }), Type.Literal('all')], {
    description: 'Selected ids, or "all" for every current contact',
  }),
});

export const ImportFailedLine = Type.Object({
  line: Type.Integer({ description: 'The line number in the file (the header is line 1)' }),
  reason: Type.String({ description: 'Why the line was not imported: field: message; ...' }),
});

/** `POST people/importCsv/` answer. */
export const ImportResult = Type.Object({
  created: Type.Array(Type.Object({ id: Type.Integer(), full_name: Type.String() }), {
    description: 'The contacts created',
  }),
  duplicate: Type.Integer({
    description: 'Lines whose email already belongs to a contact: kept as imported duplicates',
  }),
  failed_lines: Type.Array(ImportFailedLine),
});

/** `PATCH people/update_multiple/?items=`. */
export const UpdateMultipleQuery = Type.Object({
  items: Type.String({
    pattern: '^\\s*0*\\d{1,9}(\\s*,\\s*0*\\d{1,9})*\\s*$',
    description: 'Comma-separated contact ids',
  }),
});

const lookupIds = Type.Array(Type.Integer(), { description: 'Lookup ids; [-1] empties the field' });
const optionalText = personText;
const numeric = Type.Optional(
  Type.Union([Type.Number(), Type.String({ pattern: '^\\s*-?\\d+(\\.\\d+)?\\s*$' }), Type.Null()]),
);

/** Capital-provider criteria for a bulk edit: lists are ids, numbers may be numeric strings. */
export const BulkCapitalProvider = Type.Object(
  {
    max_ltv: numeric,
    max_ltgdv: numeric,
    max_ltc: numeric,
    min_irr: numeric,
    min_roe: numeric,
    min_term: numeric,
    max_term: numeric,
    min_size: numeric,
    max_size: numeric,
    is_sharia: Type.Optional(Type.Boolean()),
    is_development: Type.Optional(Type.Boolean()),
    is_land: Type.Optional(Type.Boolean()),
    is_prs: Type.Optional(Type.Boolean()),
    is_debt: Type.Optional(Type.Boolean()),
    is_equity: Type.Optional(Type.Boolean()),
    description: Type.Optional(Type.String({ maxLength: 5000 })),
    cp_subcategories: Type.Optional(lookupIds),
    investment_class_types: Type.Optional(lookupIds),
    investing_geography_types: Type.Optional(lookupIds),
  },
  { additionalProperties: false },
);

export const bulkTextFields = [
  'middle_name',
  'suffix',
  'job_title',
  'company',
  'department',
  'website',
  'previous_company',
  'bio',
  'spouse',
  'nickname',
  'street',
  'city',
  'postcode',
  'country',
  'home_street',
  'home_city',
  'home_postcode',
  'home_country',
] as const;
export const bulkLookupFields = ['title', 'client_class', 'legal_status'] as const;
export const bulkListFields = [
  'categories',
  'subcategories',
  'use_classes',
  'locations',
  'tags',
  'emails',
  'phones',
] as const;

/**
 * The bulk edit: each field present is applied to every contact; a field listed in `add` adds to what the contact
 * has (lists are merged, a value fills only an empty field) instead of overwriting it. `is_deleted: false`
 * reactivates deleted contacts (Contact Management).
 */
export const UpdateMultipleBody = Type.Object(
  {
    ...(Object.fromEntries(bulkTextFields.map((field) => [field, optionalText(field)])) as Record<
      (typeof bulkTextFields)[number],
      ReturnType<typeof optionalText>
    >),
    title: numeric,
    client_class: numeric,
    legal_status: numeric,
    profile_type: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1, maximum: 4 }), Type.String({ pattern: '^[1-4]$' })]),
    ),
    rating: Type.Optional(
      Type.Union([Type.Integer({ minimum: 0, maximum: 3 }), Type.String({ pattern: '^[0-3]$' }), Type.Null()]),
    ),
    categories: Type.Optional(lookupIds),
    subcategories: Type.Optional(lookupIds),
    use_classes: Type.Optional(lookupIds),
    locations: Type.Optional(lookupIds),
    tags: Type.Optional(Type.Array(Type.String({ maxLength: 100 }))),
    emails: Type.Optional(Type.Array(Type.Object({ email: Type.String(), label: Type.String() }), { maxItems: 4 })),
    phones: Type.Optional(
      Type.Array(Type.Object({ number: Type.String({ maxLength: 50 }), label: Type.String() }), { maxItems: 7 }),
    ),
    cp_data: Type.Optional(BulkCapitalProvider),
    is_deleted: Type.Optional(Type.Boolean({ description: 'false reactivates deleted contacts' })),
    add: Type.Optional(
      Type.Array(Type.String(), {
        description:
          'The fields (and cp_data.<field>) to add to rather than overwrite: lists are merged, a single value fills ' +
          'only where the contact has none (a criterion: where it is 0, or an empty description)',
      }),
    ),
  },
  { additionalProperties: false },
);
