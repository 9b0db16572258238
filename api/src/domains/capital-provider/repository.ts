import type { CapitalProvider } from '@ft8/contract/capital-provider';
import type { Kysely } from 'kysely';
import type { Static } from 'typebox';
import type { Database } from '../../db/schema.js';

export type CapitalProviderDto = Static<typeof CapitalProvider>;

const listFieldOfKind = {
  cp_subcategories: 'cp_subcategory_types',
  investment_class_types: 'investment_classes',
  investing_geography_types: 'investing_geographies',
} as const;

export function createCapitalProviderRepository(db: Kysely<Database>) {
  return {
    async findById(id: number): Promise<CapitalProviderDto | undefined> {
      const [row, links] = await Promise.all([
        db.selectFrom('capital_provider').selectAll().where('id', '=', id).executeTakeFirst(),
        db
          .selectFrom('capital_provider_lookup')
          .select(['kind', 'lookup_id'])
          .where('capital_provider_id', '=', id)
          .orderBy('lookup_id')
          .execute(),
      ]);
      if (!row) return undefined;
      const lists = {
        cp_subcategory_types: [] as number[],
        investment_classes: [] as number[],
        investing_geographies: [] as number[],
      };
      for (const link of links) lists[listFieldOfKind[link.kind as keyof typeof listFieldOfKind]]?.push(link.lookup_id);
      const { person_id, ...criteria } = row;
      return {
        ...criteria,
        person: person_id,
        ...lists,
        // numeric columns arrive as strings; the contract gives numbers
        max_ltv: Number(row.max_ltv),
        max_ltgdv: Number(row.max_ltgdv),
        max_ltc: Number(row.max_ltc),
        min_irr: Number(row.min_irr),
        min_roe: Number(row.min_roe),
        min_term: Number(row.min_term),
        max_term: Number(row.max_term),
        min_size: Number(row.min_size),
        max_size: Number(row.max_size),
      };
    },
  };
}
