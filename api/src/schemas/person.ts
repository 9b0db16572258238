import Type from 'typebox';
import { JsonObject, Nullable } from './common.js';

const text = Nullable(Type.String());
const ids = Type.Array(Type.Integer());

const personFields = {
  id: Type.Integer(),
  first_name: Type.String(),
  middle_name: text,
  last_name: Type.String(),
  full_name: Type.String(),
  title: Nullable(Type.Integer()),
  suffix: text,
  profile_type: Type.Integer({ description: 'Admin=1, User=2, Client=3, Guest=4' }),
  categories: ids,
  subcategories: ids,
  use_classes: ids,
  locations: ids,
  client_class: Nullable(Type.Integer()),
  job_title: text,
  company: Type.String(),
  department: text,
  website: text,
  previous_company: text,
  rating: Nullable(Type.Integer({ minimum: 0, maximum: 3 })),
  legal_status: Nullable(Type.Integer()),
  bio: text,
  spouse: text,
  birthday: Nullable(Type.String({ format: 'date' })),
  nickname: text,
  tags: Type.Array(Type.String()),
  emails: Type.Array(Type.Object({ email: Type.String(), label: Type.String() })),
  phones: Type.Array(Type.Object({ number: Type.String(), label: Type.String() })),
  street: text,
  city: text,
  postcode: text,
  country: text,
  home_street: text,
  home_city: text,
  home_postcode: text,
  home_country: text,
  invite_status: Type.Integer({ description: 'NotSent=0, Pending=1, Accepted=2' }),
  capital_provider: Nullable(Type.Integer({ description: 'The capital provider criteria id' })),
  is_capital_provider: Type.Boolean(),
  is_ms_authorized: Type.Boolean(),
  is_universal_owner: Type.Boolean(),
  is_deleted: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  created_by: Nullable(Type.Integer()),
  updated_at: Type.String({ format: 'date-time' }),
  updated_by: Nullable(Type.Integer()),
};

export const Person = Type.Object(personFields, { description: 'A contact' });

export const Note = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  creator: Nullable(Type.Object({ id: Type.Integer(), full_name: Type.String() })),
});

export const PersonDetail = Type.Object(
  { ...personFields, notes: Type.Array(Note, { description: 'Newest first' }) },
  { description: 'A contact with its notes' },
);

export const CurrentUser = Type.Object(
  { ...personFields, signature: text, table_column_prefs: JsonObject, sorting_prefs: JsonObject },
  { description: 'The signed-in person with their preferences' },
);

export const OutlookStatus = Type.Object({
  has_outlook_credentials: Type.Boolean(),
  has_outlook_subscription: Type.Boolean(),
  credentials_are_active: Type.Boolean(),
  subscriptions_are_active: Type.Boolean(),
});

export const CapitalProvider = Type.Object({
  id: Type.Integer(),
  person: Type.Integer(),
  cp_subcategory_types: ids,
  investment_classes: ids,
  investing_geographies: ids,
  currency: Type.String(),
  max_ltv: Type.Number(),
  max_ltgdv: Type.Number(),
  max_ltc: Type.Number(),
  min_irr: Type.Number(),
  min_roe: Type.Number(),
  min_term: Type.Number(),
  max_term: Type.Number(),
  min_size: Type.Number(),
  max_size: Type.Number(),
  is_sharia: Type.Boolean(),
  is_development: Type.Boolean(),
  is_land: Type.Boolean(),
  is_prs: Type.Boolean(),
  is_debt: Type.Boolean(),
  is_equity: Type.Boolean(),
  description: Type.String(),
});
