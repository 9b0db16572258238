import { lookupKinds, type LookupKind } from '@ft8/contract/lookup';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type LookupEntry = {
  id: number;
  name: string;
  is_cp?: boolean;
  category?: number;
  is_debt?: boolean;
  is_equity?: boolean;
  sorting_priority?: number;
};

export function createLookupRepository(db: Kysely<Database>) {
  return {
    /** Every lookup list, keyed as in GET utils/types/, each in its display order. */
    async types(): Promise<Record<LookupKind, LookupEntry[]>> {
      const rows = await db
        .selectFrom('lookup')
        .selectAll()
        .orderBy('kind')
        .orderBy('position')
        .orderBy('id')
        .execute();
      const lists = Object.fromEntries(lookupKinds.map((kind) => [kind, [] as LookupEntry[]])) as Record<
        LookupKind,
        LookupEntry[]
      >;
      for (const row of rows) {
        const list = lists[row.kind as LookupKind];
        if (!list) continue;
        const entry: LookupEntry = { id: row.id, name: row.name };
        if (row.kind === 'categories') entry.is_cp = Boolean(row.is_cp);
        if (row.kind === 'subcategories') entry.category = row.category_id ?? 0;
        if (row.kind === 'cp_subcategories')
          Object.assign(entry, { is_debt: Boolean(row.is_debt), is_equity: Boolean(row.is_equity) });
        if (row.kind === 'provider_relation_types') entry.sorting_priority = row.sorting_priority ?? 0;
        list.push(entry);
      }
      return lists;
    },

    async tags() {
      return db.selectFrom('tag').select(['id', 'name']).orderBy('name').execute();
    },
  };
}
