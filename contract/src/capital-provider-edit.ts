import Type from 'typebox';

const ids = Type.Optional(Type.Array(Type.Integer()));
const amount = Type.Optional(Type.Number({ minimum: 0 }));

/**
 * `POST capital_provider/` (with `person`) and `PATCH capital_provider/{id}/` (the changed fields). Required on the
 * result: at least one of is_debt/is_equity, a Capital Type (cp_subcategory_types), an Investment Class and the
 * Capital Provider Description.
 */
export const CapitalProviderWrite = Type.Object(
  {
    person: Type.Optional(Type.Integer({ description: 'The contact (POST only)' })),
    cp_subcategory_types: ids,
    investment_classes: ids,
    investing_geographies: ids,
    max_ltv: amount,
    max_ltgdv: amount,
    max_ltc: amount,
    min_irr: amount,
    min_roe: amount,
    min_term: amount,
    max_term: amount,
    min_size: amount,
    max_size: amount,
    is_sharia: Type.Optional(Type.Boolean()),
    is_development: Type.Optional(Type.Boolean()),
    is_land: Type.Optional(Type.Boolean()),
    is_prs: Type.Optional(Type.Boolean()),
    is_debt: Type.Optional(Type.Boolean()),
    is_equity: Type.Optional(Type.Boolean()),
    description: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
