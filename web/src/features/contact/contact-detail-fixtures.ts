import {
  ContactForm_LookupsDocument,
  ProjectsCard_ProjectsDocument,
  TasksCard_TasksDocument,
  type TaskState,
} from '../../generated/graphql';
import type { ContactDetail } from './contact-detail-types';

// Each lookup list is its own type: ids repeat across lists (every list has an entry 1), as they do in REST.
const lookup = <T extends string>(__typename: T, id: string, name: string) => ({ __typename, id, name });

/** A complete contact as the detail query returns it; tests override what they need. */
export function contactDetail(overrides: Partial<ContactDetail> = {}): ContactDetail {
  return {
    __typename: 'Person',
    id: '5',
    fullName: 'Ann Smith',
    firstName: 'Ann',
    middleName: null,
    lastName: 'Smith',
    title: lookup('Title', '1', 'Ms'),
    suffix: null,
    profileType: 'USER',
    categories: [lookup('Category', '1', 'Lender')],
    subcategories: [lookup('Subcategory', '1', 'High Street Bank')],
    useClasses: [lookup('UseClass', '1', 'Class E')],
    locations: [lookup('Location', '1', 'London')],
    clientClass: lookup('ClientClass', '1', 'Institutional'),
    jobTitle: 'Director',
    company: 'Acme Capital',
    department: null,
    website: 'acme.test',
    previousCompany: null,
    rating: 0,
    legalStatus: lookup('LegalStatus', '1', 'Limited Company'),
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
    files: [],
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
    ...overrides,
  };
}

export const capitalProvider = {
  __typename: 'CapitalProvider' as const,
  id: '12',
  cpSubcategoryTypes: [lookup('CpSubcategory', '1', 'Senior Debt')],
  investmentClasses: [lookup('InvestmentClass', '1', 'Residential')],
  investingGeographies: [lookup('InvestingGeography', '1', 'UK Wide')],
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

/** The lookups of the contact form: Lender is a capital-provider category, Developer is not. */
export const contactFormLookupsMock = {
  request: { query: ContactForm_LookupsDocument },
  result: {
    data: {
      lookups: {
        __typename: 'Lookups',
        titles: [lookup('Title', '1', 'Ms')],
        legalStatuses: [lookup('LegalStatus', '1', 'Limited Company')],
        clientClasses: [lookup('ClientClass', '1', 'Institutional')],
        categories: [
          { ...lookup('Category', '1', 'Lender'), isCp: true },
          { ...lookup('Category', '4', 'Developer'), isCp: false },
        ],
        subcategories: [{ ...lookup('Subcategory', '1', 'High Street Bank'), categoryId: '1' }],
        useClassTypes: [lookup('UseClass', '1', 'Class E')],
        locationTypes: [lookup('Location', '1', 'London')],
        investmentClassTypes: [],
        cpSubcategories: [],
        investingGeographyTypes: [],
      },
      tags: ['bridging'],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

// The Projects and Tasks cards of contact 5.
export const cardProject = (id: number) => ({
  __typename: 'Project' as const,
  id: String(id),
  name: `Project ${id}`,
  status: { __typename: 'ProjectStatusType' as const, id: '1', name: 'Analysing' },
});
export const cardTask = (id: number, state: TaskState) => ({
  __typename: 'Task' as const,
  id: String(id),
  title: `Task ${id}`,
  state,
  projectName: 'Canary Wharf',
  dueDate: null,
});

/** Mocks for the cards' queries of contact 5, empty unless given. */
export function contactCardsMocks(
  projects = [] as ReturnType<typeof cardProject>[],
  tasks = [] as ReturnType<typeof cardTask>[],
) {
  return [
    {
      request: { query: ProjectsCard_ProjectsDocument, variables: { id: '5' } },
      result: { data: { person: { __typename: 'Person' as const, id: '5', projects } } },
    },
    {
      request: { query: TasksCard_TasksDocument, variables: { id: '5' } },
      result: { data: { person: { __typename: 'Person' as const, id: '5', tasks } } },
    },
  ];
}
