import type { ContactDetail } from './contact-detail-types';

const lookup = (id: string, name: string) => ({ __typename: 'LookupItem' as const, id, name });

/** A complete contact as the detail query returns it; tests override what they need. */
export function contactDetail(overrides: Partial<ContactDetail> = {}): ContactDetail {
  return {
    __typename: 'Person',
    id: '5',
    fullName: 'Ann Smith',
    firstName: 'Ann',
    middleName: null,
    lastName: 'Smith',
    title: lookup('1', 'Ms'),
    suffix: null,
    profileType: 'USER',
    categories: [lookup('2', 'Lender')],
    subcategories: [],
    useClasses: [],
    locations: [lookup('3', 'London')],
    clientClass: null,
    jobTitle: 'Director',
    company: 'Acme Capital',
    department: null,
    website: 'acme.test',
    previousCompany: null,
    rating: 0,
    legalStatus: null,
    bio: null,
    spouse: null,
    birthday: '1980-02-01',
    nickname: null,
    tags: ['bridging'],
    emails: [{ __typename: 'PersonEmail', email: 'ann@acme.test', label: 'Work' }],
    phones: [{ __typename: 'PersonPhone', number: '+44 20 7946 0000', label: 'Mobile' }],
    street: null,
    city: 'London',
    postcode: null,
    country: 'United Kingdom',
    homeStreet: null,
    homeCity: null,
    homePostcode: null,
    homeCountry: null,
    inviteStatus: 'NOT_SENT',
    isCapitalProvider: false,
    isMsAuthorized: false,
    capitalProvider: null,
    notes: [],
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
    ...overrides,
  };
}

export const capitalProvider = {
  __typename: 'CapitalProvider' as const,
  id: '12',
  cpSubcategoryTypes: [lookup('1', 'Senior Debt')],
  investmentClasses: [lookup('2', 'Residential')],
  investingGeographies: [lookup('1', 'UK')],
  maxLtv: 65,
  maxLtgdv: 0,
  maxLtc: 0,
  minIrr: 12.5,
  minRoe: 1.5,
  minTerm: 1,
  maxTerm: 5,
  minSize: 500000,
  maxSize: 10000000,
  isSharia: false,
  isDevelopment: true,
  isLand: false,
  isPrs: false,
  isDebt: true,
  isEquity: false,
  description: 'Bridging lender',
};

export function notes(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    __typename: 'Note' as const,
    id: String(index + 1),
    text: `Note ${index + 1}`,
    createdAt: `2026-01-${String(index + 1).padStart(2, '0')}T10:00:00.000Z`,
    creator: null,
  }));
}
