// The Filter Activity panel's values (spec part 1 "Contact Activity", part 2 "Contact Activity at /activity"): types
// (several; 'Not Specified' is -1), user, dateFrom and dateTo. They live in the page's query string, so that Print
// opens /print/activity with the same query and a reload keeps them.

/** 'Not Specified': an entry without a type. */
export const NOT_SPECIFIED = { id: '-1', name: 'Not Specified' } as const;

export type ActivityFilters = {
  types: string[];
  /** Who made the change (a contact id). */
  user: string | null;
  /** YYYY-MM-DD. */
  dateFrom: string | null;
  dateTo: string | null;
};

export const NO_FILTERS: ActivityFilters = { types: [], user: null, dateFrom: null, dateTo: null };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^(-1|\d{1,9})$/;

/** Today in the browser's calendar, as the date inputs' `max` takes it. */
export function todayText(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The dates as the rules allow them: both at most today, and 'to' not before 'from' (a 'to' that falls before a new
 * 'from' is cleared, as the Email Activity card does).
 */
export function withDateRules(filters: ActivityFilters, today = todayText()): ActivityFilters {
  const clamp = (day: string | null) => (day && DAY.test(day) ? (day > today ? today : day) : null);
  const dateFrom = clamp(filters.dateFrom);
  const dateTo = clamp(filters.dateTo);
  return { ...filters, dateFrom, dateTo: dateFrom && dateTo && dateTo < dateFrom ? null : dateTo };
}

/** The filters from the query string: unknown values are dropped, the date rules applied. */
export function filtersFromParams(params: URLSearchParams, today = todayText()): ActivityFilters {
  const types = (params.get('types') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => ID.test(id));
  const user = params.get('user');
  return withDateRules(
    {
      types: [...new Set(types)],
      user: user && /^\d{1,9}$/.test(user) ? user : null,
      dateFrom: params.get('dateFrom'),
      dateTo: params.get('dateTo'),
    },
    today,
  );
}

/** The filters as the query string's parameters (empty ones left out). */
export function filtersToParams(filters: ActivityFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.types.length) params.set('types', filters.types.join(','));
  if (filters.user) params.set('user', filters.user);
  if (filters.dateFrom) params.set('dateFrom', filters.dateFrom);
  if (filters.dateTo) params.set('dateTo', filters.dateTo);
  return params;
}

/** The `activities` query's filter arguments (and the export route's body takes the same). */
export function filterVariables(filters: ActivityFilters) {
  return {
    types: filters.types.length ? filters.types : undefined,
    person: filters.user ?? undefined,
    dateFrom: filters.dateFrom ?? undefined,
    dateTo: filters.dateTo ?? undefined,
  };
}

/** How many filters are set: the panel's button shows it. */
export const activeFilterCount = (filters: ActivityFilters) =>
  [filters.types.length > 0, filters.user, filters.dateFrom, filters.dateTo].filter(Boolean).length;
