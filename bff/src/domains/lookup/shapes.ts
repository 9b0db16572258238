import { arrayOf, bool, num, object, str, withDefault } from '../../rest/check.js';

// The REST answers of this domain (api/README.md), checked and turned camelCase at the boundary.

export const lookupItemShape = object({ id: num, name: str });
export const categoryShape = object({ id: num, name: str, is_cp: withDefault(bool, false) });
export const subcategoryShape = object({ id: num, name: str, category: num });
export const cpSubcategoryShape = object({
  id: num,
  name: str,
  is_debt: withDefault(bool, false),
  is_equity: withDefault(bool, false),
});

const items = withDefault(arrayOf(lookupItemShape), []);

/** `utils/types/`: every lookup list. */
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
