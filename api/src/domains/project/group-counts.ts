import type { ProjectGroupCount } from '@ft8/contract/project';
import { sql, type Kysely } from 'kysely';
import type { Static } from 'typebox';
import type { Database } from '../../db/schema.js';
import { countPerValue } from '../../lib/group-counts.js';
import { personRef } from '../../lib/people.js';
import { filteredProjects, type ProjectFilters } from './filters.js';

/** Multi-valued columns (lookup ids): a project counts once under each of its values, and under null with none. */
const lookupFields = ['project_types', 'transaction_types', 'asset_types'] as const;

/** The columns the web's projects list groups by. */
export const groupCountFields = ['name', 'client', 'status', ...lookupFields] as const;
export type GroupCountField = (typeof groupCountFields)[number];

const isLookup = (field: GroupCountField): field is (typeof lookupFields)[number] =>
  (lookupFields as readonly string[]).includes(field);

/**
 * How many projects of the whole filtered list fall in each group of `field`, sorted by value, empty last: the web's
 * grouped list shows these instead of counting the rows it has loaded. A client's group is the client's id, named as
 * the list's rows name it (`client_details`), for the callers who may not read contacts.
 */
export async function countProjectGroups(
  db: Kysely<Database>,
  field: GroupCountField,
  filters: ProjectFilters,
): Promise<Static<typeof ProjectGroupCount>[]> {
  const projects = filteredProjects(db, filters);
  if (isLookup(field)) {
    const links = projects.leftJoin('project_lookup as pl', (join) =>
      join.onRef('pl.project_id', '=', 'p.id').on('pl.kind', '=', field),
    );
    return countPerValue(links, sql.ref('pl.lookup_id'));
  }
  if (field !== 'client') return countPerValue(projects, sql.ref(`p.${field}`));
  const groups = await countPerValue(projects, sql.ref('p.client_id'));
  const ids = groups.flatMap((group) => (typeof group.value === 'number' ? [group.value] : []));
  const clients = ids.length
    ? await db
        .selectFrom('person')
        .select(['id', 'full_name', 'is_deleted'])
        .where('id', '=', sql<number>`any(${ids}::int[])`)
        .execute()
    : [];
  const byId = new Map(clients.map((client) => [client.id, client]));
  return groups.map((group) => {
    const client = typeof group.value === 'number' ? byId.get(group.value) : undefined;
    return { ...group, client_details: client ? personRef(client.id, client) : null };
  });
}
