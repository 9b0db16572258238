import { arrayOf, bool, decimal, nullable, num, object, str, withDefault } from '../../rest/check.js';

// The REST answers of this domain (api/README.md), checked and turned camelCase at the boundary.

const ids = withDefault(arrayOf(num), []);

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
