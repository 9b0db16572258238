import {
  arrayOf,
  bool,
  decimal,
  jsonObject,
  nullable,
  num,
  object,
  optional,
  str,
  withDefault,
  type Check,
} from './check.js';

// The REST shapes of api/README.md, checked at the boundary. Only the fields the schema needs are kept.

const ids = withDefault(arrayOf(num), []);

export const lookupItemShape = object({ id: num, name: str });
export const categoryShape = object({ id: num, name: str, is_cp: withDefault(bool, false) });
export const subcategoryShape = object({ id: num, name: str, category: num });
export const cpSubcategoryShape = object({
  id: num,
  name: str,
  is_debt: withDefault(bool, false),
  is_equity: withDefault(bool, false),
});

export const personRefShape = object({ id: num, full_name: str });

export const noteShape = object({
  id: num,
  text: str,
  created_at: str,
  updated_at: nullable(str),
  creator: nullable(personRefShape),
});

const emailShape = object({ email: str, label: str });
const phoneShape = object({ number: str, label: str });

const personFields = {
  id: num,
  first_name: str,
  middle_name: nullable(str),
  last_name: str,
  full_name: str,
  title: nullable(num),
  suffix: nullable(str),
  profile_type: num,
  categories: ids,
  subcategories: ids,
  use_classes: ids,
  locations: ids,
  client_class: nullable(num),
  job_title: nullable(str),
  company: withDefault(str, ''),
  department: nullable(str),
  website: nullable(str),
  previous_company: nullable(str),
  rating: withDefault(num, 0),
  legal_status: nullable(num),
  bio: nullable(str),
  spouse: nullable(str),
  birthday: nullable(str),
  nickname: nullable(str),
  tags: withDefault(arrayOf(str), []),
  emails: withDefault(arrayOf(emailShape), []),
  phones: withDefault(arrayOf(phoneShape), []),
  street: nullable(str),
  city: nullable(str),
  postcode: nullable(str),
  country: nullable(str),
  home_street: nullable(str),
  home_city: nullable(str),
  home_postcode: nullable(str),
  home_country: nullable(str),
  invite_status: withDefault(num, 0),
  capital_provider: nullable(num),
  is_capital_provider: withDefault(bool, false),
  is_ms_authorized: withDefault(bool, false),
  is_universal_owner: withDefault(bool, false),
  created_at: str,
  created_by: nullable(num),
  updated_at: str,
  updated_by: nullable(num),
  // Present on the detail answer only (`PersonDetail`).
  notes: optional(arrayOf(noteShape)),
};

export const personShape = object(personFields);

export const currentUserShape = object({
  id: num,
  first_name: str,
  last_name: str,
  full_name: str,
  emails: withDefault(arrayOf(emailShape), []),
  profile_type: num,
  is_ms_authorized: withDefault(bool, false),
  signature: nullable(str),
  table_column_prefs: withDefault(jsonObject, {}),
  sorting_prefs: withDefault(jsonObject, {}),
});

export const capitalProviderShape = object({
  id: num,
  cp_subcategory_types: ids,
  investment_classes: ids,
  investing_geographies: ids,
  currency: withDefault(str, 'GBP'),
  max_ltv: withDefault(decimal, 0),
  max_ltgdv: withDefault(decimal, 0),
  max_ltc: withDefault(decimal, 0),
  min_irr: withDefault(decimal, 0),
  min_roe: withDefault(decimal, 0),
  min_term: withDefault(decimal, 0),
  max_term: withDefault(decimal, 0),
  min_size: withDefault(decimal, 0),
  max_size: withDefault(decimal, 0),
  is_sharia: withDefault(bool, false),
  is_development: withDefault(bool, false),
  is_land: withDefault(bool, false),
  is_prs: withDefault(bool, false),
  is_debt: withDefault(bool, false),
  is_equity: withDefault(bool, false),
  description: nullable(str),
});

export const outlookStatusShape = object({
  has_outlook_credentials: bool,
  has_outlook_subscription: bool,
  credentials_are_active: bool,
  subscriptions_are_active: bool,
});

const items = withDefault(arrayOf(lookupItemShape), []);

export const lookupsShape = object({
  title: items,
  legal_status: items,
  client_classes: items,
  categories: withDefault(arrayOf(categoryShape), []),
  subcategories: withDefault(arrayOf(subcategoryShape), []),
  use_class_types: items,
  location_types: items,
  investment_class_types: items,
  cp_subcategories: withDefault(arrayOf(cpSubcategoryShape), []),
  investing_geography_types: items,
  profile_types: items,
  provider_relation_types: items,
  project_types: items,
  project_status_types: items,
  asset_types: items,
  transaction_types: items,
  task_states: items,
});

export const tagsShape = arrayOf(lookupItemShape);
export const organisationsShape = arrayOf(str);

export function pageShape<T>(item: Check<T>) {
  return object({ count: num, results: arrayOf(item) });
}

export const tokenAnswerShape = object({ token: str, user: currentUserShape });
