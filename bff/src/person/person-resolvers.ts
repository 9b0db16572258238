import type { Resolvers } from '../generated/resolvers.js';
import { pickItem, pickItems } from '../lookup/pick.js';
import type { RestPerson } from '../mappers.js';

/** A missing user displays as 'User No Longer Exists' (spec, error catalogue). */
const MISSING_USER = 'User No Longer Exists';

export const personTypeResolvers: Resolvers = {
  Person: {
    id: (person) => String(person.id),
    fullName: (person) => person.full_name,
    firstName: (person) => person.first_name,
    middleName: (person) => person.middle_name,
    lastName: (person) => person.last_name,
    title: (person, _args, { loaders }) => loaders.withLookups((lookups) => pickItem(lookups.title, person.title)),
    profileType: (person) => person.profile_type,
    categories: (person, _args, { loaders }) =>
      loaders.withLookups((lookups) => pickItems(lookups.categories, person.categories)),
    subcategories: (person, _args, { loaders }) =>
      loaders.withLookups((lookups) => pickItems(lookups.subcategories, person.subcategories)),
    useClasses: (person, _args, { loaders }) =>
      loaders.withLookups((lookups) => pickItems(lookups.use_class_types, person.use_classes)),
    locations: (person, _args, { loaders }) =>
      loaders.withLookups((lookups) => pickItems(lookups.location_types, person.locations)),
    clientClass: (person, _args, { loaders }) =>
      loaders.withLookups((lookups) => pickItem(lookups.client_classes, person.client_class)),
    legalStatus: (person, _args, { loaders }) =>
      loaders.withLookups((lookups) => pickItem(lookups.legal_status, person.legal_status)),
    jobTitle: (person) => person.job_title,
    previousCompany: (person) => person.previous_company,
    primaryEmail: (person) => person.emails[0]?.email ?? null,
    primaryPhone: (person) => person.phones[0]?.number ?? null,
    homeStreet: (person) => person.home_street,
    homeCity: (person) => person.home_city,
    homePostcode: (person) => person.home_postcode,
    homeCountry: (person) => person.home_country,
    inviteStatus: (person) => person.invite_status,
    isCapitalProvider: (person) => person.is_capital_provider,
    capitalProvider: (person, _args, { loaders }) =>
      person.capital_provider === null ? null : loaders.capitalProvider.load(person.capital_provider),
    // List rows carry no notes: read the detail, once per person per operation.
    notes: async (person, _args, { loaders }) => person.notes ?? (await loaders.personDetail.load(person.id))?.notes ?? [],
    isMsAuthorized: (person) => person.is_ms_authorized,
    isUniversalOwner: (person) => person.is_universal_owner,
    createdAt: (person) => person.created_at,
    updatedAt: (person) => person.updated_at,
    createdBy: (person, _args, { loaders }) => personRef(person.created_by, loaders.people.load.bind(loaders.people)),
    updatedBy: (person, _args, { loaders }) => personRef(person.updated_by, loaders.people.load.bind(loaders.people)),
  },
  PersonRef: {
    id: (ref) => String(ref.id),
    fullName: (ref) => ref.full_name,
  },
  Note: {
    id: (note) => String(note.id),
    createdAt: (note) => note.created_at,
    updatedAt: (note) => note.updated_at,
  },
  CapitalProvider: {
    id: (criteria) => String(criteria.id),
    cpSubcategoryTypes: (criteria, _args, { loaders }) =>
      loaders.withLookups((lookups) => pickItems(lookups.cp_subcategories, criteria.cp_subcategory_types)),
    investmentClasses: (criteria, _args, { loaders }) =>
      loaders.withLookups((lookups) => pickItems(lookups.investment_class_types, criteria.investment_classes)),
    investingGeographies: (criteria, _args, { loaders }) =>
      loaders.withLookups((lookups) => pickItems(lookups.investing_geography_types, criteria.investing_geographies)),
    maxLtv: (criteria) => criteria.max_ltv,
    maxLtgdv: (criteria) => criteria.max_ltgdv,
    maxLtc: (criteria) => criteria.max_ltc,
    minIrr: (criteria) => criteria.min_irr,
    minRoe: (criteria) => criteria.min_roe,
    minTerm: (criteria) => criteria.min_term,
    maxTerm: (criteria) => criteria.max_term,
    minSize: (criteria) => criteria.min_size,
    maxSize: (criteria) => criteria.max_size,
    isSharia: (criteria) => criteria.is_sharia,
    isDevelopment: (criteria) => criteria.is_development,
    isLand: (criteria) => criteria.is_land,
    isPrs: (criteria) => criteria.is_prs,
    isDebt: (criteria) => criteria.is_debt,
    isEquity: (criteria) => criteria.is_equity,
  },
  ProfileType: { ADMIN: 1, USER: 2, CLIENT: 3, GUEST: 4 },
  InviteStatus: { NOT_SENT: 0, PENDING: 1, ACCEPTED: 2 },
};

/** Who created or changed a contact: batched through the people loader; deleted people keep their id. */
async function personRef(id: number | null, load: (id: number) => Promise<RestPerson | null>) {
  if (id === null) return null;
  const person = await load(id);
  return person ?? { id, full_name: MISSING_USER };
}
