import { describe, expect, it } from 'vitest';
import {
  companyGroups,
  filterGroups,
  filterParams,
  filtersOf,
  type ProviderState,
  type TrackedProvider,
} from './company-groups';

const STATES: ProviderState[] = [
  { __typename: 'ProviderRelationType', id: '1', name: 'Contacted', state: 'CONTACTED', sortingPriority: 1 },
  { __typename: 'ProviderRelationType', id: '2', name: 'Interested', state: 'INTERESTED', sortingPriority: 2 },
  { __typename: 'ProviderRelationType', id: '3', name: 'Negotiating', state: 'NEGOTIATING', sortingPriority: 3 },
  { __typename: 'ProviderRelationType', id: '4', name: 'Terms Agreed', state: 'TERMS_AGREED', sortingPriority: 4 },
  { __typename: 'ProviderRelationType', id: '5', name: 'Rejected', state: 'REJECTED', sortingPriority: 0 },
];

let next = 0;
function provider(fullName: string, company: string | null, stateId: string): TrackedProvider {
  const state = STATES.find((candidate) => candidate.id === stateId)!;
  next += 1;
  return {
    __typename: 'ProjectProvider',
    id: String(next),
    person: { __typename: 'PersonRef', id: String(100 + next), fullName },
    company,
    state: { __typename: 'ProviderRelationType', id: state.id, name: state.name },
    notes: null,
    notesUpdatedAt: null,
    lastContacted: null,
  };
}

describe('the email tracker grouped by company', () => {
  const providers = [
    provider('Ann Able', 'Atlas Capital', '1'),
    provider('Ben Best', 'Atlas Capital', '3'),
    provider('Cat Cole', 'Birch Lending', '5'),
    provider('Dan Dee', 'Birch Lending', '5'),
    provider('Eve Ely', 'Cedar Partners', '4'),
    provider('Fay Fox', 'Cedar Partners', '5'),
    provider('Gus Gray', null, '2'),
  ];
  const groups = companyGroups(STATES, providers);

  it('gives a company the furthest state among its contacts, Rejected only when all of them are, furthest first', () => {
    expect(groups.map((group) => [group.company, group.state?.name])).toEqual([
      ['Cedar Partners', 'Terms Agreed'],
      ['Atlas Capital', 'Negotiating'],
      ['', 'Interested'],
      ['Birch Lending', 'Rejected'],
    ]);
  });

  it('lists a company’s contacts furthest along first', () => {
    expect(groups[1]!.providers.map((row) => row.person.fullName)).toEqual(['Ben Best', 'Ann Able']);
    expect(groups[0]!.providers.map((row) => row.state?.name)).toEqual(['Terms Agreed', 'Rejected']);
  });

  it('filters by company (the contacts without one too) and by the company’s state, as the address keeps them', () => {
    expect(filterGroups(groups, { company: 'Atlas Capital', stateId: null }).map((g) => g.company)).toEqual([
      'Atlas Capital',
    ]);
    expect(filterGroups(groups, { company: '', stateId: null }).map((g) => g.providers.length)).toEqual([1]);
    // Rejected: the companies every contact of which rejected the deal (Cedar Partners has Terms Agreed too).
    expect(filterGroups(groups, { company: null, stateId: '5' }).map((g) => g.company)).toEqual(['Birch Lending']);
    const filters = { company: '', stateId: '2' };
    expect(filtersOf(filterParams(filters))).toEqual(filters);
    expect(filtersOf(new URLSearchParams())).toEqual({ company: null, stateId: null });
  });
});
