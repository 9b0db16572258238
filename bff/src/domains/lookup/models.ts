import type { LookupItem } from '@ft8/contract/common';
import type { LookupKind } from '@ft8/contract/lookup';
import type { AnswerOf, CamelCase } from '../../rest/answer.js';

// The value behind each GraphQL type of this domain (codegen.ts maps `XModel` to type `X`).

export type LookupItemModel = AnswerOf<typeof LookupItem>;
export type CategoryModel = LookupItemModel & { isCp: boolean };
export type SubcategoryModel = LookupItemModel & { category: number };
export type CpSubcategoryModel = LookupItemModel & { isDebt: boolean; isEquity: boolean };
export type ProviderRelationTypeModel = LookupItemModel & { sortingPriority: number };

/** `utils/types/`: every list, `{id, name}` items but for these three. */
type ListsWithOwnItems = {
  categories: CategoryModel[];
  subcategories: SubcategoryModel[];
  cpSubcategories: CpSubcategoryModel[];
  providerRelationTypes: ProviderRelationTypeModel[];
};
export type LookupsModel = Omit<{ [K in LookupKind as CamelCase<K>]: LookupItemModel[] }, keyof ListsWithOwnItems> &
  ListsWithOwnItems;

// One type per lookup list (cache identity, README): all share the REST shape {id, name}.
export type TitleModel = LookupItemModel;
export type LegalStatusModel = LookupItemModel;
export type ClientClassModel = LookupItemModel;
export type UseClassModel = LookupItemModel;
export type LocationModel = LookupItemModel;
export type InvestmentClassModel = LookupItemModel;
export type InvestingGeographyModel = LookupItemModel;
export type ProfileTypeLabelModel = LookupItemModel;
export type ProjectTypeModel = LookupItemModel;
export type ProjectStatusTypeModel = LookupItemModel;
export type AssetTypeModel = LookupItemModel;
export type TransactionTypeModel = LookupItemModel;
export type TransactionSubTypeModel = LookupItemModel;
export type TaskStateLabelModel = LookupItemModel;
export type DefaultColumnModel = LookupItemModel;
export type ActivityTypeModel = LookupItemModel;
