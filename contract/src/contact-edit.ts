import Type from 'typebox';
import { JsonObject, Nullable } from './common.js';
import { CurrentUser, PersonDetail } from './contact.js';
import { maxPersonTextLength } from './rules.js';

/** A contact's optional text field, as long as it may be (`maxPersonTextLength`): the form, the bulk edit, the merges. */
export const personText = (field: string) =>
  Type.Optional(Nullable(Type.String({ maxLength: maxPersonTextLength(field) })));
const text = personText;
const ids = Type.Optional(Type.Array(Type.Integer()));

export { emailLabels, phoneLabels } from './rules.js';

/**
 * `POST people/` and `PATCH`/`PUT people/{id}/`: the person request. PATCH sends only the changed fields; POST and
 * PUT need first_name, last_name, profile_type, company and emails. Null emails are dropped. Your own record also
 * takes table_column_prefs, sorting_prefs and signature (the only fields a client or guest may change).
 */
export const PersonWrite = Type.Object(
  {
    first_name: Type.Optional(Type.String({ maxLength: maxPersonTextLength('first_name') })),
    middle_name: text('middle_name'),
    last_name: Type.Optional(Type.String({ maxLength: maxPersonTextLength('last_name') })),
    title: Type.Optional(Nullable(Type.Integer())),
    suffix: text('suffix'),
    profile_type: Type.Optional(Type.Integer({ description: 'Admin=1 (admins only), User=2, Client=3, Guest=4' })),
    categories: ids,
    subcategories: ids,
    use_classes: ids,
    locations: ids,
    client_class: Type.Optional(Nullable(Type.Integer({ description: 'Clients only' }))),
    job_title: text('job_title'),
    company: Type.Optional(Type.String({ maxLength: maxPersonTextLength('company') })),
    department: text('department'),
    website: text('website'),
    previous_company: text('previous_company'),
    rating: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 3 }))),
    legal_status: Type.Optional(Nullable(Type.Integer())),
    bio: text('bio'),
    spouse: text('spouse'),
    birthday: Type.Optional(Nullable(Type.String({ format: 'date' }))),
    nickname: text('nickname'),
    tags: Type.Optional(Type.Array(Type.String(), { description: 'Lowercased and deduplicated by the server' })),
    emails: Type.Optional(
      Type.Array(Nullable(Type.Object({ email: Nullable(Type.String()), label: Type.String() })), {
        description: 'In order Work, Home, Other, Other 2; lowercased; null entries dropped',
      }),
    ),
    phones: Type.Optional(Type.Array(Nullable(Type.Object({ number: Nullable(Type.String()), label: Type.String() })))),
    street: text('street'),
    city: text('city'),
    postcode: text('postcode'),
    country: text('country'),
    home_street: text('home_street'),
    home_city: text('home_city'),
    home_postcode: text('home_postcode'),
    home_country: text('home_country'),
    table_column_prefs: Type.Optional(JsonObject),
    sorting_prefs: Type.Optional(JsonObject),
    signature: Type.Optional(Nullable(Type.String({ description: 'Its own limit: maxSignatureLength' }))),
  },
  { additionalProperties: true },
);

/**
 * `PATCH`/`PUT people/{id}/`: your own record answers the current user (with signature and preferences), any other
 * contact answers the contact with its notes.
 */
export const PersonWriteAnswer = Type.Union([CurrentUser, PersonDetail]);

/** `POST people/{id}/invite/`: optionally the profile type to invite as (User, Client or Guest). */
export const InviteBody = Type.Object({
  profile_type: Type.Optional(Type.Integer({ minimum: 2, maximum: 4, description: 'User=2, Client=3 or Guest=4' })),
});
