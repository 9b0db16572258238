import type { CapitalProviderCard_CapitalProviderFragment, SaveCapitalProviderInput } from '../../../generated/graphql';

export type CapitalProviderFormValues = {
  cpSubcategoryTypes: string[];
  investmentClasses: string[];
  investingGeographies: string[];
  maxLtv: string;
  maxLtgdv: string;
  maxLtc: string;
  minIrr: string;
  minRoe: string;
  minTerm: string;
  maxTerm: string;
  minSize: string;
  maxSize: string;
  isSharia: boolean;
  isDevelopment: boolean;
  isLand: boolean;
  isPrs: boolean;
  isDebt: boolean;
  isEquity: boolean;
  description: string;
};

export type NumberKind = 'percent' | 'multiple' | 'years' | 'money';
export const NUMBER_FIELDS: { name: keyof CapitalProviderFormValues; label: string; kind: NumberKind }[] = [
  { name: 'maxLtv', label: 'Max LTV', kind: 'percent' },
  { name: 'maxLtgdv', label: 'Max LTGDV', kind: 'percent' },
  { name: 'maxLtc', label: 'Max LTC', kind: 'percent' },
  { name: 'minIrr', label: 'Min IRR', kind: 'percent' },
  { name: 'minRoe', label: 'Min ROE', kind: 'multiple' },
  { name: 'minTerm', label: 'Min Term', kind: 'years' },
  { name: 'maxTerm', label: 'Max Term', kind: 'years' },
  { name: 'minSize', label: 'Min Size', kind: 'money' },
  { name: 'maxSize', label: 'Max Size', kind: 'money' },
];

const grouped = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** What a number field shows (spec part 1 section 9): 2-decimal percentages, sizes grouped with commas. */
export function formatNumberInput(value: number, kind: NumberKind): string {
  if (kind === 'percent') return value.toFixed(2);
  return grouped.format(value);
}

/** The number typed ('1,250,000.5' -> 1250000.5); NaN when it is not one. */
export const parseNumberInput = (value: string) => (value.trim() === '' ? 0 : Number(value.replace(/,/g, '').trim()));

export function toCapitalProviderValues(
  cp: CapitalProviderCard_CapitalProviderFragment | null,
): CapitalProviderFormValues {
  const number = (value: number | undefined, kind: NumberKind) => formatNumberInput(value ?? 0, kind);
  return {
    cpSubcategoryTypes: cp?.cpSubcategoryTypes.map((item) => item.id) ?? [],
    investmentClasses: cp?.investmentClasses.map((item) => item.id) ?? [],
    investingGeographies: cp?.investingGeographies.map((item) => item.id) ?? [],
    ...(Object.fromEntries(
      NUMBER_FIELDS.map(({ name, kind }) => [name, number(cp?.[name as keyof typeof cp] as number | undefined, kind)]),
    ) as Pick<CapitalProviderFormValues, 'maxLtv'>),
    isSharia: cp?.isSharia ?? false,
    isDevelopment: cp?.isDevelopment ?? false,
    isLand: cp?.isLand ?? false,
    isPrs: cp?.isPrs ?? false,
    isDebt: cp?.isDebt ?? true,
    isEquity: cp?.isEquity ?? false,
    description: cp?.description ?? '',
  } as CapitalProviderFormValues;
}

/** The mutation's fields: all of them for new criteria, the changed ones otherwise. */
export function toCapitalProviderInput(
  values: CapitalProviderFormValues,
  dirty?: Partial<Record<keyof CapitalProviderFormValues, unknown>>,
): SaveCapitalProviderInput {
  const input: Record<string, unknown> = {};
  for (const field of Object.keys(values) as (keyof CapitalProviderFormValues)[]) {
    if (dirty && !dirty[field]) continue;
    const value = values[field];
    input[field] = NUMBER_FIELDS.some((item) => item.name === field)
      ? parseNumberInput(value as string)
      : typeof value === 'string'
        ? value.trim()
        : value;
  }
  return input;
}

export const CP_FORM_FIELDS = [
  'cpSubcategoryTypes',
  'investmentClasses',
  'investingGeographies',
  'maxLtv',
  'maxLtgdv',
  'maxLtc',
  'minIrr',
  'minRoe',
  'minTerm',
  'maxTerm',
  'minSize',
  'maxSize',
  'isSharia',
  'isDevelopment',
  'isLand',
  'isPrs',
  'isDebt',
  'isEquity',
  'description',
] as const satisfies readonly (keyof CapitalProviderFormValues)[];
