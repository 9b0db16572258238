import { useQuery } from '@apollo/client/react';
import type { SearchField } from '@ft8/contract/search-fields';
import { useMemo } from 'react';
import { SearchPage_LookupsDocument, type SearchPage_LookupsQuery } from '../../generated/graphql';
import type { SearchLookupFacts } from './search-rows';

type LookupKind = NonNullable<SearchField['lookup']>;

type Lookups = SearchPage_LookupsQuery['lookups'];
export type LookupOption = { id: string; name: string };

// The GraphQL list behind each lookup kind of the field catalog.
const LISTS: Partial<Record<LookupKind, keyof Omit<Lookups, '__typename'>>> = {
  title: 'titles',
  legal_status: 'legalStatuses',
  client_classes: 'clientClasses',
  categories: 'categories',
  subcategories: 'subcategories',
  use_class_types: 'useClassTypes',
  location_types: 'locationTypes',
  investment_class_types: 'investmentClassTypes',
  cp_subcategories: 'cpSubcategories',
  investing_geography_types: 'investingGeographyTypes',
  profile_types: 'profileTypes',
  provider_relation_types: 'providerRelationTypes',
  project_types: 'projectTypes',
  project_status_types: 'projectStatusTypes',
  asset_types: 'assetTypes',
  transaction_types: 'transactionTypes',
  transaction_sub_types: 'transactionSubTypes',
  task_states: 'taskStates',
  default_columns: 'defaultColumns',
};

export type SearchLookups = {
  /** The options of a lookup kind (empty until the lists came, or for a list not served). */
  options: (kind: LookupKind | undefined) => readonly LookupOption[];
  /** The subcategories of one category. */
  subcategoriesOf: (category: string | undefined) => readonly LookupOption[];
  facts: SearchLookupFacts;
  loaded: boolean;
};

export function searchLookupsOf(lookups: Lookups | undefined): SearchLookups {
  const subcategories = lookups?.subcategories ?? [];
  const client = lookups?.profileTypes.find((type) => type.name.trim().toLowerCase() === 'client');
  return {
    options: (kind) => {
      const list = kind ? LISTS[kind] : undefined;
      return list && lookups ? lookups[list] : [];
    },
    subcategoriesOf: (category) => subcategories.filter((sub) => sub.categoryId === category),
    facts: {
      clientProfileId: client?.id ?? null,
      subcategoryCategory: new Map(subcategories.map((sub) => [sub.id, sub.categoryId])),
      cpCategoryIds: new Set((lookups?.categories ?? []).filter((category) => category.isCp).map((item) => item.id)),
    },
    loaded: Boolean(lookups),
  };
}

/** The lookup lists of the query builder (one request, kept in the cache). */
export function useSearchLookups(): SearchLookups {
  const { data } = useQuery(SearchPage_LookupsDocument);
  return useMemo(() => searchLookupsOf(data?.lookups), [data]);
}
