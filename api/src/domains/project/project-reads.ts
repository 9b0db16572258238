import type { Project } from '@ft8/contract/project';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Static } from 'typebox';
import type { Database } from '../../db/schema.js';
import { personRef } from '../../lib/people.js';

export type ProjectDto = Static<typeof Project>;
type Db = Kysely<Database> | Transaction<Database>;

export const lookupKinds = ['project_types', 'transaction_types', 'transaction_sub_types', 'asset_types'] as const;

const toNumber = (value: string | number) => Number(value);
const isoDate = (value: Date | string) =>
  typeof value === 'string'
    ? value.slice(0, 10)
    : `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;

/** The names of the provider relation states (lookup provider_relation_types). */
async function relationStateNames(from: Db) {
  const rows = await from
    .selectFrom('lookup')
    .select(['id', 'name'])
    .where('kind', '=', 'provider_relation_types')
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Projects by id, whole (lookups and team), in the order given. */
export async function projectsByIds(from: Db, ids: number[]): Promise<ProjectDto[]> {
  if (ids.length === 0) return [];
  const idList = sql<number>`any(${ids}::int[])`;
  const [rows, links, tags, members, providers, states, notes] = await Promise.all([
    from
      .selectFrom('project as p')
      .leftJoin('person as c', 'c.id', 'p.client_id')
      .selectAll('p')
      .select(['c.full_name as client_full_name', 'c.is_deleted as client_is_deleted'])
      .where('p.id', '=', idList)
      .execute(),
    from
      .selectFrom('project_lookup')
      .select(['project_id', 'kind', 'lookup_id'])
      .where('project_id', '=', idList)
      .orderBy('lookup_id')
      .execute(),
    from
      .selectFrom('project_tag as pt')
      .innerJoin('tag as t', 't.id', 'pt.tag_id')
      .select(['pt.project_id', 't.name'])
      .where('pt.project_id', '=', idList)
      .orderBy('t.name')
      .execute(),
    from
      .selectFrom('project_membership as m')
      .innerJoin('person as p', 'p.id', 'm.person_id')
      .select(['m.id', 'm.project_id', 'm.person_id', 'm.state', 'p.full_name', 'p.is_universal_owner', 'p.is_deleted'])
      .where('m.project_id', '=', idList)
      .orderBy('m.state')
      .orderBy('m.id')
      .execute(),
    from
      .selectFrom('provider_relation as r')
      .innerJoin('person as p', 'p.id', 'r.person_id')
      .select([
        'r.id',
        'r.project_id',
        'r.person_id',
        'p.full_name',
        'p.company',
        'r.state',
        'r.notes',
        'r.notes_created_at',
        'r.notes_updated_at',
        'r.last_contacted',
      ])
      .where('r.project_id', '=', idList)
      .orderBy('p.company')
      .orderBy('p.full_name')
      .orderBy('r.id')
      .execute(),
    relationStateNames(from),
    from
      .selectFrom('project_note as n')
      .leftJoin('person as c', 'c.id', 'n.creator_id')
      .select([
        'n.id',
        'n.project_id',
        'n.text',
        'n.created_at',
        'n.updated_at',
        'c.id as creator_id',
        'c.full_name',
        'c.is_deleted',
      ])
      .where('n.project_id', '=', idList)
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id', 'desc')
      .execute(),
  ]);
  const byId = new Map(
    rows.map((row) => {
      const capital = toNumber(row.capital_required);
      const fees = toNumber(row.fees);
      const termSheet = toNumber(row.term_sheet_fee);
      const successFee = Math.round((capital * fees) / 100);
      const dto: ProjectDto = {
        id: row.id,
        name: row.name,
        client: row.client_id,
        client_details: personRef(row.client_id, {
          full_name: row.client_full_name,
          is_deleted: row.client_is_deleted,
        }),
        status: row.status,
        project_types: [],
        transaction_types: [],
        transaction_sub_types: [],
        asset_types: [],
        capital_required: capital,
        recent_valuation: toNumber(row.recent_valuation),
        term_sheet_fee: termSheet,
        fees,
        success_fee: successFee,
        total_fees: successFee + termSheet,
        closing_date: isoDate(row.closing_date),
        currency: row.currency,
        total_cost: row.total_cost === null ? null : toNumber(row.total_cost),
        gdv: row.gdv === null ? null : toNumber(row.gdv),
        term: row.term,
        is_sharia: row.is_sharia,
        location: row.location,
        tags: [],
        members: [],
        provider_relations: [],
        cp_summary: {},
        notes: [],
        created_at: row.created_at.toISOString(),
        created_by: row.created_by,
        updated_at: row.updated_at.toISOString(),
        updated_by: row.updated_by,
      };
      return [row.id, dto];
    }),
  );
  for (const link of links) byId.get(link.project_id)?.[link.kind as (typeof lookupKinds)[number]].push(link.lookup_id);
  for (const tag of tags) byId.get(tag.project_id)?.tags.push(tag.name);
  for (const member of members)
    byId.get(member.project_id)?.members.push({
      id: member.id,
      project: member.project_id,
      person: member.person_id,
      state: member.state,
      person_details: {
        id: member.person_id,
        full_name: member.full_name ?? '',
        is_universal_owner: member.is_universal_owner,
        is_deleted: member.is_deleted,
      },
    });
  const iso = (value: Date | null) => value?.toISOString() ?? null;
  for (const provider of providers) {
    const project = byId.get(provider.project_id);
    if (!project) continue;
    project.provider_relations.push({
      id: provider.id,
      project: provider.project_id,
      person: provider.person_id,
      person_details: { id: provider.person_id, full_name: provider.full_name ?? '', company: provider.company },
      company: provider.company,
      state: provider.state,
      notes: provider.notes,
      notes_created_at: iso(provider.notes_created_at),
      notes_updated_at: iso(provider.notes_updated_at),
      last_contacted: iso(provider.last_contacted),
    });
    const name = states.get(provider.state) ?? String(provider.state);
    project.cp_summary[name] = (project.cp_summary[name] ?? 0) + 1;
  }
  for (const note of notes)
    byId.get(note.project_id)?.notes.push({
      id: note.id,
      text: note.text,
      created_at: note.created_at.toISOString(),
      updated_at: note.updated_at.toISOString(),
      creator: personRef(note.creator_id, note),
    });
  return ids.flatMap((id) => byId.get(id) ?? []);
}
