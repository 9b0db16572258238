import type { LenderCriterion, LenderMatchPage_MatchFragment, ProviderRelationState } from '../../generated/graphql';
import { formatMoney, formatNumber } from '../../lib/format';

// The reasons of a lender match in words (issue 54): "Max LTV 65%, this deal 70%", "Max size £5,000,000, this deal
// £7,000,000". Pure, so that the screen, its print view and its CSV say the same.

export type LenderMatchRow = LenderMatchPage_MatchFragment;
export type LenderMissRow = LenderMatchRow['misses'][number];
type Side = LenderMissRow['want'];

const percent = (side: Side) => `${formatNumber(side.amount)}%`;
const money = (side: Side) => formatMoney(side.amount);
const months = (side: Side) => `${formatNumber(side.amount)} months`;
const places = (side: Side) => side.geographies?.map((geography) => geography.name).join(', ') || 'none';

/** The limits: the provider's value first, then the deal's. */
const limits: Partial<Record<LenderCriterion, [label: string, show: (side: Side) => string]>> = {
  MAX_LTV: ['Max LTV', percent],
  MAX_LTC: ['Max LTC', percent],
  MAX_LTGDV: ['Max LTGDV', percent],
  MIN_SIZE: ['Min size', money],
  MAX_SIZE: ['Max size', money],
  MIN_TERM: ['Min term', months],
  MAX_TERM: ['Max term', months],
};

/** The yes/no criteria the provider does not offer. */
const flags: Partial<Record<LenderCriterion, string>> = {
  IS_DEBT: 'No debt, this deal is debt',
  IS_EQUITY: 'No equity, this deal is equity',
  IS_DEVELOPMENT: 'No development, this deal is development',
  IS_LAND: 'No land, this deal is land',
  IS_PRS: 'No PRS, this deal has residential assets',
  IS_SHARIA: 'Not Sharia-compliant, this deal is Sharia',
};

/** The criteria's short names (the chips of what a provider meets). */
export const criterionLabel: Record<LenderCriterion, string> = {
  MAX_LTV: 'LTV',
  MAX_LTC: 'LTC',
  MAX_LTGDV: 'LTGDV',
  MIN_SIZE: 'Min size',
  MAX_SIZE: 'Max size',
  MIN_TERM: 'Min term',
  MAX_TERM: 'Max term',
  IS_DEBT: 'Debt',
  IS_EQUITY: 'Equity',
  IS_DEVELOPMENT: 'Development',
  IS_LAND: 'Land',
  IS_PRS: 'PRS',
  IS_SHARIA: 'Sharia',
  INVESTING_GEOGRAPHIES: 'Geography',
};

/** One miss in words: the provider's limit, then the deal's figure. */
export function missWords(miss: LenderMissRow): string {
  const limit = limits[miss.criterion];
  if (limit) return `${limit[0]} ${limit[1](miss.have)}, this deal ${limit[1](miss.want)}`;
  if (miss.criterion === 'INVESTING_GEOGRAPHIES')
    return `Invests in ${places(miss.have)}, this deal ${places(miss.want)}`;
  return flags[miss.criterion] ?? criterionLabel[miss.criterion];
}

export type Fit = 'Fits' | 'Near miss' | 'Fails';

export const fitOf = (match: Pick<LenderMatchRow, 'fits' | 'nearMiss'>): Fit =>
  match.fits ? 'Fits' : match.nearMiss ? 'Near miss' : 'Fails';

/** 'TERMS_AGREED' -> 'Terms Agreed' (the relation types' names). */
export function relationWords(state: ProviderRelationState | null | undefined): string {
  if (!state) return '';
  return state
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Every reason of a match in words: its hard misses first, then the soft ones. */
export function reasonsOf(match: LenderMatchRow): string[] {
  return [...match.misses]
    .sort((a, b) => Number(b.hard) - Number(a.hard))
    .map((miss) => (miss.hard ? missWords(miss) : `${missWords(miss)} (soft)`));
}
