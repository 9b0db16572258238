import Type from 'typebox';

const ids = Type.Array(Type.Integer());

/** A capital provider's lending criteria (`GET capital_provider/{id}/`). */
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
