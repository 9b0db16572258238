import type { Resolvers } from '../../generated/resolvers.js';
import { pickItem, pickItems } from '../lookup/pick.js';
import { personRef, shownName } from './person-ref.js';

// Fields not listed here are the checked REST answer's own (default resolvers): only lookups, references and
// derived fields need one.
export const personTypeResolvers: Resolvers = {
  Person: {
    title: (person, _args, { loaders }) => loaders.lookup.withTypes((lookups) => pickItem(lookups.title, person.title)),
    categories: (person, _args, { loaders }) =>
      loaders.lookup.withTypes((lookups) => pickItems(lookups.categories, person.categories)),
    subcategories: (person, _args, { loaders }) =>
      loaders.lookup.withTypes((lookups) => pickItems(lookups.subcategories, person.subcategories)),
    useClasses: (person, _args, { loaders }) =>
      loaders.lookup.withTypes((lookups) => pickItems(lookups.useClassTypes, person.useClasses)),
    locations: (person, _args, { loaders }) =>
      loaders.lookup.withTypes((lookups) => pickItems(lookups.locationTypes, person.locations)),
    clientClass: (person, _args, { loaders }) =>
      loaders.lookup.withTypes((lookups) => pickItem(lookups.clientClasses, person.clientClass)),
    legalStatus: (person, _args, { loaders }) =>
      loaders.lookup.withTypes((lookups) => pickItem(lookups.legalStatus, person.legalStatus)),
    // The api may hold no rating; the schema's is 0 to 3.
    rating: (person) => person.rating ?? 0,
    primaryEmail: (person) => person.emails[0]?.email ?? null,
    primaryPhone: (person) => person.phones[0]?.number ?? null,
    capitalProvider: (person, _args, { loaders }) =>
      person.capitalProvider === null ? null : loaders.capitalProvider.byId.load(person.capitalProvider),
    // List rows carry no notes: read the detail, once per person per operation.
    notes: async (person, _args, { loaders }) =>
      person.notes ?? (await loaders.contact.detail.load(person.id))?.notes ?? [],
    createdBy: (person, _args, { loaders }) =>
      personRef(person.createdBy, loaders.contact.byId.load.bind(loaders.contact.byId)),
    updatedBy: (person, _args, { loaders }) =>
      personRef(person.updatedBy, loaders.contact.byId.load.bind(loaders.contact.byId)),
  },
  // Wherever a record names a person (an author, an uploader, a creator): a deleted one by the spec's text.
  PersonRef: {
    fullName: shownName,
  },
};
