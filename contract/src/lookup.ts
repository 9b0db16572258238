import Type from 'typebox';
import { LookupItem } from './common.js';

/** The lists of `GET utils/types/`, in the order the answer has them. */
export const lookupKinds = [
  'title',
  'legal_status',
  'client_classes',
  'categories',
  'subcategories',
  'use_class_types',
  'location_types',
  'investment_class_types',
  'cp_subcategories',
  'investing_geography_types',
  'profile_types',
  'provider_relation_types',
  'project_types',
  'project_status_types',
  'asset_types',
  'transaction_types',
  'transaction_sub_types',
  'task_states',
  'default_columns',
  'activity_types',
] as const;
export type LookupKind = (typeof lookupKinds)[number];

const listSchemaOf = (kind: LookupKind) => {
  if (kind === 'categories')
    return Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), is_cp: Type.Boolean() }));
  if (kind === 'subcategories')
    return Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), category: Type.Integer() }));
  if (kind === 'cp_subcategories') {
    return Type.Array(
      Type.Object({ id: Type.Integer(), name: Type.String(), is_debt: Type.Boolean(), is_equity: Type.Boolean() }),
    );
  }
  if (kind === 'provider_relation_types') {
    return Type.Array(
      Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        sorting_priority: Type.Integer({
          description:
            'How far the deal has got with a provider in this state: Terms Agreed > Negotiating > Interested > ' +
            "Contacted > Rejected (a company on the email tracker takes its contacts' highest)",
        }),
      }),
    );
  }
  return Type.Array(LookupItem);
};

/** `GET utils/types/`: every lookup list; plain lists are `[{id, name}]`. */
export const LookupLists = Type.Object(Object.fromEntries(lookupKinds.map((kind) => [kind, listSchemaOf(kind)])));

/** `GET utils/tags/`: every tag, alphabetical. */
export const Tags = Type.Array(LookupItem);
