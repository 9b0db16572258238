import type { EmailTracker_ProjectQuery, EmailTracker_StatesQuery } from '../../generated/graphql';

export type TrackedProvider = NonNullable<EmailTracker_ProjectQuery['project']>['providers'][number];
export type ProviderState = EmailTracker_StatesQuery['lookups']['providerRelationTypes'][number];

/** A company on the tracker: its contacts who are providers of the project, and the company's state. */
export type CompanyGroup = {
  /** The company's name; '' for contacts without one. */
  company: string;
  state: ProviderState | null;
  providers: TrackedProvider[];
};

export const NO_COMPANY = 'No company';

/**
 * A state's rank: how far the deal has got with a provider in it, the lookup's `sortingPriority` (Terms Agreed >
 * Negotiating > Interested > Contacted > Rejected). A company's state is the highest among its contacts, so a company
 * is Rejected only when every contact of it is; -1 for no state.
 */
export function stateRank(states: readonly ProviderState[], stateId: string | undefined): number {
  return states.find((state) => state.id === stateId)?.sortingPriority ?? -1;
}

/** The highest state among providers (see stateRank); null when none has one. */
export function companyState(
  states: readonly ProviderState[],
  providers: readonly TrackedProvider[],
): ProviderState | null {
  let best: ProviderState | null = null;
  for (const provider of providers) {
    const state = states.find((candidate) => candidate.id === provider.state?.id);
    if (state && (best === null || stateRank(states, state.id) > stateRank(states, best.id))) best = state;
  }
  return best;
}

/**
 * The providers grouped by company: companies furthest along first, then by name (no company last); within a
 * company, its contacts by state (furthest first), then by name.
 */
export function companyGroups(states: readonly ProviderState[], providers: readonly TrackedProvider[]): CompanyGroup[] {
  const byCompany = new Map<string, TrackedProvider[]>();
  for (const provider of providers) {
    const company = provider.company?.trim() ?? '';
    byCompany.set(company, [...(byCompany.get(company) ?? []), provider]);
  }
  const rank = (group: CompanyGroup) => stateRank(states, group.state?.id);
  return [...byCompany.entries()]
    .map(([company, rows]) => ({
      company,
      state: companyState(states, rows),
      providers: [...rows].sort(
        (a, b) =>
          stateRank(states, b.state?.id) - stateRank(states, a.state?.id) ||
          a.person.fullName.localeCompare(b.person.fullName),
      ),
    }))
    .sort(
      (a, b) =>
        rank(b) - rank(a) || Number(a.company === '') - Number(b.company === '') || a.company.localeCompare(b.company),
    );
}

/** The tracker's filters: a company ('' for the contacts without one) and a company state id; null for all. */
export type TrackerFilters = { company: string | null; stateId: string | null };

/** The companies the filters keep: a company by name, and a state by the company's state. */
export function filterGroups(groups: readonly CompanyGroup[], filters: TrackerFilters): CompanyGroup[] {
  return groups.filter(
    (group) =>
      (filters.company === null || group.company === filters.company) &&
      (filters.stateId === null || group.state?.id === filters.stateId),
  );
}

/** `?company=&status=`: kept in the address so that the print view shows what the tracker shows. */
export function filtersOf(params: URLSearchParams): TrackerFilters {
  return { company: params.get('company'), stateId: params.get('status') };
}

export function filterParams(filters: TrackerFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.company !== null) params.set('company', filters.company);
  if (filters.stateId !== null) params.set('status', filters.stateId);
  return params;
}
