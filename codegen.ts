import type { CodegenConfig } from '@graphql-codegen/cli';

// One codegen config for the workspace: resolver types for the bff, typed documents for the web client.
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  documents: 'web/src/**/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'bff/src/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context.js#Context',
        mapperTypeSuffix: 'Model',
        mappers: {
          CurrentUser: '../mappers.js#RestCurrentUser',
          Person: '../mappers.js#RestPerson',
          PersonRef: '../mappers.js#RestPersonRef',
          Note: '../mappers.js#RestNote',
          CapitalProvider: '../mappers.js#RestCapitalProvider',
          OutlookStatus: '../mappers.js#RestOutlookStatus',
          PersonConnection: '../mappers.js#PersonPage',
          Lookups: '../mappers.js#RestLookups',
          Category: '../mappers.js#RestCategory',
          Subcategory: '../mappers.js#RestSubcategory',
          CpSubcategory: '../mappers.js#RestCpSubcategory',
          // One type per lookup list (cache identity): all share the REST shape {id, name}.
          LookupItem: '../mappers.js#RestLookupItem',
          Title: '../mappers.js#RestLookupItem',
          LegalStatus: '../mappers.js#RestLookupItem',
          ClientClass: '../mappers.js#RestLookupItem',
          UseClass: '../mappers.js#RestLookupItem',
          Location: '../mappers.js#RestLookupItem',
          InvestmentClass: '../mappers.js#RestLookupItem',
          InvestingGeography: '../mappers.js#RestLookupItem',
          ProfileTypeLabel: '../mappers.js#RestLookupItem',
          ProviderRelationType: '../mappers.js#RestLookupItem',
          ProjectType: '../mappers.js#RestLookupItem',
          ProjectStatusType: '../mappers.js#RestLookupItem',
          AssetType: '../mappers.js#RestLookupItem',
          TransactionType: '../mappers.js#RestLookupItem',
          TaskStateLabel: '../mappers.js#RestLookupItem',
          // Without these, typescript-resolvers types numeric-valued enums as `null` (a codegen quirk).
          ProfileType: '../mappers.js#RestProfileType',
          InviteStatus: '../mappers.js#RestInviteStatus',
        },
        enumValues: {
          ProfileType: { ADMIN: 1, USER: 2, CLIENT: 3, GUEST: 4 },
          InviteStatus: { NOT_SENT: 0, PENDING: 1, ACCEPTED: 2 },
        },
        scalars: { DateTime: 'string', Date: 'string', JSON: 'unknown' },
      },
    },
    'web/src/generated/graphql.ts': {
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        avoidOptionals: { field: true, inputValue: false },
        defaultScalarType: 'unknown',
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Date: 'string', JSON: 'unknown' },
      },
    },
  },
};

export default config;
