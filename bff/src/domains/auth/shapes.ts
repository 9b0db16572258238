import { arrayOf, bool, jsonObject, nullable, num, object, str, withDefault } from '../../rest/check.js';

// The REST answers of this domain (api/README.md), checked and turned camelCase at the boundary.

const emailShape = object({ email: str, label: str });

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

export const tokenAnswerShape = object({ token: str, user: currentUserShape });
