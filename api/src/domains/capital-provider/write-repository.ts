import type { CapitalProviderWrite } from '@ft8/contract/capital-provider-edit';
import { blankMessage, isBlank } from '@ft8/contract/rules';
import type { Kysely } from 'kysely';
import type { Static } from 'typebox';
import type { Database } from '../../db/schema.js';
import { unknownLookupErrors } from '../../lib/lookups.js';

export type CapitalProviderWriteBody = Static<typeof CapitalProviderWrite>;

const kindOfList = {
  cp_subcategory_types: 'cp_subcategories',
  investment_classes: 'investment_class_types',
  investing_geographies: 'investing_geography_types',
} as const;
const columns = [
  'max_ltv',
  'max_ltgdv',
  'max_ltc',
  'min_irr',
  'min_roe',
  'min_term',
  'max_term',
  'min_size',
  'max_size',
  'is_sharia',
  'is_development',
  'is_land',
  'is_prs',
  'is_debt',
  'is_equity',
  'description',
] as const;

type Errors = Record<string, string[]>;

/** The section 5 rules on the criteria as they will be after the write. */
export function capitalProviderRuleErrors(merged: {
  is_debt: boolean;
  is_equity: boolean;
  cp_subcategory_types: number[];
  investment_classes: number[];
  description: string;
}): Errors {
  const errors: Errors = {};
  if (!merged.is_debt && !merged.is_equity) errors.is_debt = ['At least one of debt or equity must be selected.'];
  if (merged.cp_subcategory_types.length === 0) errors.cp_subcategory_types = ['This field is required.'];
  if (merged.investment_classes.length === 0) errors.investment_classes = ['This field is required.'];
  if (isBlank(merged.description)) errors.description = [blankMessage];
  return errors;
}

export function createCapitalProviderWriteRepository(db: Kysely<Database>) {
  return {
    async lookupErrors(body: CapitalProviderWriteBody): Promise<Errors> {
      return unknownLookupErrors(
        db,
        Object.entries(kindOfList).flatMap(([field, kind]) =>
          (body[field as keyof typeof kindOfList] ?? []).map((id) => ({ field, kind, id })),
        ),
      );
    },

    async findByPerson(personId: number) {
      return db.selectFrom('capital_provider').select('id').where('person_id', '=', personId).executeTakeFirst();
    },

    /** Creates (no id) or updates the criteria and their lists in one transaction; returns the id. */
    async save(body: CapitalProviderWriteBody, target: { id: number } | { person: number }): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const values = Object.fromEntries(
          columns.filter((column) => body[column] !== undefined).map((column) => [column, body[column]]),
        );
        let id: number;
        if ('id' in target) {
          id = target.id;
          if (Object.keys(values).length > 0)
            await trx.updateTable('capital_provider').set(values).where('id', '=', id).execute();
        } else {
          id = (
            await trx
              .insertInto('capital_provider')
              .values({ person_id: target.person, ...values })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
        }
        for (const [field, kind] of Object.entries(kindOfList)) {
          const ids = body[field as keyof typeof kindOfList];
          if (ids === undefined) continue;
          await trx
            .deleteFrom('capital_provider_lookup')
            .where('capital_provider_id', '=', id)
            .where('kind', '=', kind)
            .execute();
          const unique = [...new Set(ids)];
          if (unique.length > 0) {
            await trx
              .insertInto('capital_provider_lookup')
              .values(unique.map((lookup_id) => ({ capital_provider_id: id, kind, lookup_id })))
              .execute();
          }
        }
        return id;
      });
    },
  };
}
