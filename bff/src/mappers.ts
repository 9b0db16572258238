import type { Infer } from './rest/check.js';
import type {
  capitalProviderShape,
  categoryShape,
  cpSubcategoryShape,
  currentUserShape,
  lookupItemShape,
  lookupsShape,
  noteShape,
  outlookStatusShape,
  personRefShape,
  personShape,
  subcategoryShape,
} from './rest/shapes.js';

// The TypeScript shape behind each GraphQL type (codegen.ts `mappers`): the checked REST answers, in snake_case.
// Resolvers in each domain folder map them to the camelCase schema.

export type RestCurrentUser = Infer<typeof currentUserShape>;
export type RestPerson = Infer<typeof personShape>;
export type RestPersonRef = Infer<typeof personRefShape>;
export type RestNote = Infer<typeof noteShape>;
export type RestCapitalProvider = Infer<typeof capitalProviderShape>;
export type RestOutlookStatus = Infer<typeof outlookStatusShape>;
export type RestLookups = Infer<typeof lookupsShape>;
export type RestCategory = Infer<typeof categoryShape>;
export type RestSubcategory = Infer<typeof subcategoryShape>;
export type RestCpSubcategory = Infer<typeof cpSubcategoryShape>;
export type RestLookupItem = Infer<typeof lookupItemShape>;

/** One page of `GET people/`, with where it starts so that cursors can be computed. */
export type PersonPage = {
  count: number;
  results: RestPerson[];
  offset: number;
};

/** REST numbers behind the enums (Admin=1.. and NotSent=0..); the resolver map's enum values translate them. */
export type RestProfileType = number;
export type RestInviteStatus = number;
