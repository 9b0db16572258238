import type { Resolvers } from '../generated/resolvers.js';

export const lookupResolvers: Resolvers = {
  Query: {
    lookups: (_parent, _args, { loaders }) => loaders.lookups.load('all'),
    tags: (_parent, _args, { loaders }) => loaders.tags.load('all'),
  },
  Lookups: {
    titles: (lookups) => lookups.title,
    legalStatuses: (lookups) => lookups.legal_status,
    clientClasses: (lookups) => lookups.client_classes,
    categories: (lookups) => lookups.categories,
    subcategories: (lookups) => lookups.subcategories,
    useClassTypes: (lookups) => lookups.use_class_types,
    locationTypes: (lookups) => lookups.location_types,
    investmentClassTypes: (lookups) => lookups.investment_class_types,
    cpSubcategories: (lookups) => lookups.cp_subcategories,
    investingGeographyTypes: (lookups) => lookups.investing_geography_types,
    profileTypes: (lookups) => lookups.profile_types,
    providerRelationTypes: (lookups) => lookups.provider_relation_types,
    projectTypes: (lookups) => lookups.project_types,
    projectStatusTypes: (lookups) => lookups.project_status_types,
    assetTypes: (lookups) => lookups.asset_types,
    transactionTypes: (lookups) => lookups.transaction_types,
    taskStates: (lookups) => lookups.task_states,
  },
  Category: {
    isCp: (category) => category.is_cp,
  },
  Subcategory: {
    categoryId: (subcategory) => String(subcategory.category),
  },
  CpSubcategory: {
    isDebt: (item) => item.is_debt,
    isEquity: (item) => item.is_equity,
  },
};
