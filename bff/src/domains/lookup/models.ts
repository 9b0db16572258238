import type { Infer } from '../../rest/check.js';
import type { categoryShape, cpSubcategoryShape, lookupItemShape, lookupsShape, subcategoryShape } from './shapes.js';

// The value behind each GraphQL type of this domain (codegen.ts maps `XModel` to type `X`).

export type LookupsModel = Infer<typeof lookupsShape>;
export type CategoryModel = Infer<typeof categoryShape>;
export type SubcategoryModel = Infer<typeof subcategoryShape>;
export type CpSubcategoryModel = Infer<typeof cpSubcategoryShape>;
export type LookupItemModel = Infer<typeof lookupItemShape>;

// One type per lookup list (cache identity, README): all share the REST shape {id, name}.
export type TitleModel = LookupItemModel;
export type LegalStatusModel = LookupItemModel;
export type ClientClassModel = LookupItemModel;
export type UseClassModel = LookupItemModel;
export type LocationModel = LookupItemModel;
export type InvestmentClassModel = LookupItemModel;
export type InvestingGeographyModel = LookupItemModel;
export type ProfileTypeLabelModel = LookupItemModel;
export type ProviderRelationTypeModel = LookupItemModel;
export type ProjectTypeModel = LookupItemModel;
export type ProjectStatusTypeModel = LookupItemModel;
export type AssetTypeModel = LookupItemModel;
export type TransactionTypeModel = LookupItemModel;
export type TaskStateLabelModel = LookupItemModel;
