import { arrayOf, bool, nullable, num, object, optional, pageOf, str, withDefault } from '../../rest/check.js';

// The REST answers of this domain (api/README.md), checked and turned camelCase at the boundary. Only the fields the
// schema needs are kept.

const ids = withDefault(arrayOf(num), []);

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

export const personShape = object({
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
});

export const peoplePageShape = pageOf(personShape);
export const organisationsShape = arrayOf(str);
