import Type from 'typebox';

const ids = Type.Optional(Type.Array(Type.Integer()));
/**
 * The largest value each criterion holds (its column: percentages and multiples numeric(7,2), terms in years
 * numeric(6,2), sizes in pounds numeric(16,2)); beyond, the write failed with a server error. Both writers use it:
 * this route and the bulk edit's `cp_data`.
 */
export const criterionMaximum = {
  max_ltv: 99_999.99,
  max_ltgdv: 99_999.99,
  max_ltc: 99_999.99,
  min_irr: 99_999.99,
  min_roe: 99_999.99,
  min_term: 9_999.99,
  max_term: 9_999.99,
  min_size: 99_999_999_999_999,
  max_size: 99_999_999_999_999,
} as const;
/** The criteria that are a range: a maximum (0 is "not set") is not below its minimum. */
export const criteriaRanges = [
  ['min_term', 'max_term'],
  ['min_size', 'max_size'],
] as const;

/**
 * A maximum set below its minimum, in DRF's words (its minimum-value message): both writers use it, as above. Only
 * the ranges a write `changed` are checked, so that criteria stored before this rule can still be edited otherwise.
 */
export function rangeErrors(
  values: Partial<Record<(typeof criteriaRanges)[number][number], number>>,
  changed: (field: string) => boolean = () => true,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [min, max] of criteriaRanges) {
    if (!changed(min) && !changed(max)) continue;
    const low = values[min] ?? 0;
    const high = values[max] ?? 0;
    if (high > 0 && low > high) errors[max] = [`Ensure this value is greater than or equal to ${low}.`];
  }
  return errors;
}

const amount = (field: keyof typeof criterionMaximum) =>
  Type.Optional(Type.Number({ minimum: 0, maximum: criterionMaximum[field] }));

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
    max_ltv: amount('max_ltv'),
    max_ltgdv: amount('max_ltgdv'),
    max_ltc: amount('max_ltc'),
    min_irr: amount('min_irr'),
    min_roe: amount('min_roe'),
    min_term: amount('min_term'),
    max_term: amount('max_term'),
    min_size: amount('min_size'),
    max_size: amount('max_size'),
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
