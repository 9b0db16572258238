import type { Project, ProjectCreate, ProjectPatch } from '@ft8/contract/project';
import { membershipStates } from '@ft8/contract/project';
import { normaliseTags } from '@ft8/contract/rules';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Static } from 'typebox';
import type { Database } from '../../db/schema.js';
import { lockCurrentPeople, personRef } from '../../lib/people.js';
import { tagIdsOf } from '../../lib/tags.js';
import { bumpBoardRevision, writeUnderBoardLock } from './board-revision.js';
import { filteredProjects, type ProjectFilters } from './filters.js';
import { countProjectGroups, type GroupCountField } from './group-counts.js';
import { projectStorageKeys } from '../file/storage-keys.js';

export type ProjectDto = Static<typeof Project>;
type Db = Kysely<Database> | Transaction<Database>;
export type ProjectFields = Static<typeof ProjectPatch>;
export type NewProject = Static<typeof ProjectCreate>;

export const lookupKinds = ['project_types', 'transaction_types', 'transaction_sub_types', 'asset_types'] as const;

/** Orderings `GET projects/` takes, each a column (ties broken by id). */
const orderings = {
  name: 'p.name',
  status: 'p.status',
  closing_date: 'p.closing_date',
  capital_required: 'p.capital_required',
  created_at: 'p.created_at',
} as const;

export type ProjectListQuery = ProjectFilters & { limit: number; offset: number; ordering?: string };

const scalarColumns = [
  'name',
  'status',
  'capital_required',
  'recent_valuation',
  'term_sheet_fee',
  'fees',
  'closing_date',
  'currency',
] as const;

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

/** The advisory-lock name space of a client's project names (`createUnlessNamed`); the key is the client's id. */
const CLIENT_PROJECT_NAMES_LOCK = 68_001;

export function createProjectRepository(db: Kysely<Database>) {
  /** Projects by id, whole (lookups and team), in the order given. */
  async function byIds(ids: number[], from: Db = db): Promise<ProjectDto[]> {
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
        .select([
          'm.id',
          'm.project_id',
          'm.person_id',
          'm.state',
          'p.full_name',
          'p.is_universal_owner',
          'p.is_deleted',
        ])
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
    for (const link of links)
      byId.get(link.project_id)?.[link.kind as (typeof lookupKinds)[number]].push(link.lookup_id);
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

  async function writeLookups(trx: Db, id: number, fields: ProjectFields) {
    for (const kind of lookupKinds) {
      const chosen = fields[kind];
      if (chosen === undefined) continue;
      await trx.deleteFrom('project_lookup').where('project_id', '=', id).where('kind', '=', kind).execute();
      if (chosen.length)
        await trx
          .insertInto('project_lookup')
          .values([...new Set(chosen)].map((lookupId) => ({ project_id: id, kind, lookup_id: lookupId })))
          .execute();
    }
  }

  /** Replaces the project's tags when the write sends them (lowercased, each once). */
  async function writeTags(trx: Db, id: number, fields: ProjectFields) {
    if (fields.tags === undefined) return;
    const tagIds = await tagIdsOf(trx, normaliseTags(fields.tags));
    await trx.deleteFrom('project_tag').where('project_id', '=', id).execute();
    if (tagIds.length)
      await trx
        .insertInto('project_tag')
        .values(tagIds.map((tagId) => ({ project_id: id, tag_id: tagId })))
        .execute();
  }

  const columnsOf = (fields: ProjectFields) =>
    Object.fromEntries(
      scalarColumns.flatMap((column) => (fields[column] === undefined ? [] : [[column, fields[column]]])),
    );

  /**
   * Deletes projects: the ids deleted, and the storage keys of the files they took (to discard once committed),
   * read once the projects and their tasks are locked, so that an upload racing the delete is either read here or
   * refused (it waits for the locks, then finds its record gone).
   */
  async function deleteProjects(ids: number[]) {
    return db.transaction().execute(async (trx) => {
      const projects = sql<number>`any(${ids}::int[])`;
      await trx.selectFrom('project').select('id').where('id', '=', projects).orderBy('id').forUpdate().execute();
      await trx.selectFrom('task').select('id').where('project_id', '=', projects).orderBy('id').forUpdate().execute();
      const keys = await projectStorageKeys(trx, ids);
      const rows = await trx.deleteFrom('project').where('id', '=', projects).returning('id').execute();
      return { deleted: rows.map((row) => row.id).sort((a, b) => a - b), keys };
    });
  }

  /** A new project with its lookups, tags, default columns and team (the universal owners as owners). */
  async function insertProject(trx: Db, fields: NewProject & { name: string; closing_date: string }, by: number) {
    const { id } = await trx
      .insertInto('project')
      .values({
        ...columnsOf(fields),
        name: fields.name,
        closing_date: fields.closing_date,
        client_id: fields.client ?? null,
        created_by: by,
        updated_by: by,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeLookups(trx, id, fields);
    await writeTags(trx, id, fields);
    // The board starts with the default columns (lookup list default_columns).
    await sql`INSERT INTO project_column (project_id, name, position)
      SELECT ${id}, name, position FROM lookup WHERE kind = 'default_columns'`.execute(trx);
    const owners = await trx.selectFrom('person').select('id').where('is_universal_owner', '=', true).execute();
    const team = new Map((fields.members ?? []).map((member) => [member.person, member.state]));
    for (const owner of owners) team.set(owner.id, membershipStates.owner);
    if (team.size)
      await trx
        .insertInto('project_membership')
        .values([...team].map(([person, state]) => ({ project_id: id, person_id: person, state })))
        .execute();
    return id;
  }

  return {
    byIds,
    get: async (id: number) => (await byIds([id]))[0],

    /** Projects per value of `field` in the whole filtered list (`GET projects/group_counts/`). */
    groupCounts(field: GroupCountField, filters: ProjectFilters) {
      return countProjectGroups(db, field, filters);
    },

    /** A page of projects (ids first, then the page's rows whole) and the count. */
    async list(query: ProjectListQuery) {
      const filtered = filteredProjects(db, query);
      const { count } = await filtered.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
      let page = filtered.select('p.id');
      for (const part of (query.ordering ?? 'name').split(',')) {
        const descending = part.trim().startsWith('-');
        const column = orderings[part.trim().replace(/^-/, '') as keyof typeof orderings];
        if (column) page = page.orderBy(sql.ref(column), descending ? 'desc' : 'asc');
      }
      const rows = await page.orderBy('p.id').limit(query.limit).offset(query.offset).execute();
      return { count, results: await byIds(rows.map((row) => row.id)) };
    },

    /** Creates a project with its lookups, tags and team (the universal owners as owners), in one transaction. */
    async create(fields: NewProject & { name: string; closing_date: string }, by: number) {
      return db.transaction().execute((trx) => insertProject(trx, fields, by));
    },

    /**
     * Creates a project unless its client already has one of that name (in any case): the id, or undefined. Checked
     * and created under a lock on the client's name space (a transaction-scoped advisory lock), so that the same file
     * imported twice at once does not create each project twice.
     */
    async createUnlessNamed(fields: NewProject & { name: string; closing_date: string; client: number }, by: number) {
      return db.transaction().execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(${CLIENT_PROJECT_NAMES_LOCK}, ${fields.client})`.execute(trx);
        const existing = await trx
          .selectFrom('project')
          .select('id')
          .where('client_id', '=', fields.client)
          .where(sql<string>`lower(name)`, '=', fields.name.toLowerCase())
          .executeTakeFirst();
        return existing ? undefined : insertProject(trx, fields, by);
      });
    },

    /**
     * Changes a project; undefined when it is gone. Its board shows its name: a rename gives the board a new revision
     * (board-revision.ts), answered as `boardRevision` (null when the name stayed).
     */
    async update(id: number, fields: ProjectFields, by: number) {
      return db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('project')
          .select('name')
          .where('id', '=', id)
          .forNoKeyUpdate()
          .executeTakeFirst();
        if (!before) return undefined;
        const renamed = fields.name !== undefined && fields.name !== before.name;
        const updated = await trx
          .updateTable('project')
          .set({
            ...columnsOf(fields),
            ...(fields.client !== undefined && { client_id: fields.client }),
            ...(renamed && { board_revision: sql<number>`board_revision + 1` }),
            updated_at: sql`now()`,
            updated_by: by,
          })
          .where('id', '=', id)
          .returning('board_revision')
          .executeTakeFirstOrThrow();
        await writeLookups(trx, id, fields);
        await writeTags(trx, id, fields);
        return { boardRevision: renamed ? updated.board_revision : null };
      });
    },

    /** Deletes a project; the storage keys of the files it took (its own and its tasks'), or undefined when gone. */
    async delete(id: number) {
      const { deleted, keys } = await deleteProjects([id]);
      return deleted.length ? keys : undefined;
    },

    /** Those of `people` on the project's team. */
    async teamAmong(project: number, people: number[]) {
      const rows = await db
        .selectFrom('project_membership')
        .select('person_id')
        .where('project_id', '=', project)
        .where('person_id', '=', sql<number>`any(${people}::int[])`)
        .execute();
      return new Set(rows.map((row) => row.person_id));
    },

    /** The person's membership state on the project, or undefined. */
    async stateOn(project: number, person: number) {
      const row = await db
        .selectFrom('project_membership')
        .select('state')
        .where('project_id', '=', project)
        .where('person_id', '=', person)
        .executeTakeFirst();
      return row?.state;
    },

    /** A membership as the project answers it. */
    async membership(id: number) {
      const row = await db
        .selectFrom('project_membership')
        .select('project_id')
        .where('id', '=', id)
        .executeTakeFirst();
      return row && (await byIds([row.project_id]))[0]!.members.find((member) => member.id === id);
    },

    /** Adds a current contact to the team: the membership, `gone` when the contact is not current, undefined when on it. */
    async addMember(project: number, person: number, state: number) {
      const row = await writeUnderBoardLock<{ id: number } | 'gone' | undefined>(db, project, async (trx) => {
        if ((await lockCurrentPeople(trx, [person])).length) return { changed: false, value: 'gone' as const };
        const added = await trx
          .insertInto('project_membership')
          .values({ project_id: project, person_id: person, state })
          .onConflict((conflict) => conflict.columns(['project_id', 'person_id']).doNothing())
          .returning('id')
          .executeTakeFirst();
        return { changed: added !== undefined, value: added };
      });
      if (row === 'gone') return row;
      return row && (await byIds([project]))[0]!.members.find((member) => member.id === row.id);
    },

    /** A team member's new state (Make Owner, Make Member); the board's owners change with it. */
    async setMemberState(project: number, id: number, state: number) {
      await writeUnderBoardLock(db, project, async (trx) => {
        const updated = await trx
          .updateTable('project_membership')
          .set({ state })
          .where('id', '=', id)
          .where('state', '<>', state)
          .executeTakeFirst();
        return { changed: updated.numUpdatedRows > 0n, value: undefined };
      });
    },

    /**
     * A project's board columns in order, with their task counts (total and approved); `assignedTo`: only the tasks
     * assigned to that person count (a guest's board holds only those).
     */
    async columns(project: number, from: Db = db, assignedTo?: number) {
      const counted =
        assignedTo === undefined
          ? sql``
          : sql`AND EXISTS (SELECT 1 FROM task_assignee a WHERE a.task_id = t.id AND a.person_id = ${assignedTo})`;
      const { rows } = await sql<{
        id: number;
        name: string;
        project: number;
        position: number;
        hidden: boolean;
        total: number;
        approved: number;
      }>`
        SELECT c.id, c.name, c.project_id AS project, c.position, c.hidden,
          count(t.id)::int AS total, count(t.id) FILTER (WHERE t.state = 3)::int AS approved
        FROM project_column c LEFT JOIN task t ON t.column_id = c.id ${counted}
        WHERE c.project_id = ${project}
        GROUP BY c.id ORDER BY c.position, c.id`.execute(from);
      return rows.map(({ total, approved, ...column }) => ({ ...column, progress: { total, approved } }));
    },

    /** Columns by id, in one query (those that exist). */
    async columnsByIds(ids: number[]) {
      return db
        .selectFrom('project_column')
        .select(['id', 'project_id'])
        .where('id', '=', sql<number>`any(${ids}::int[])`)
        .execute();
    },

    async column(id: number) {
      return db
        .selectFrom('project_column')
        .select(['id', 'project_id', 'name', 'hidden'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Renames a column under its board's lock; the board's revision after it. */
    async renameColumn(project: number, id: number, name: string) {
      return db.transaction().execute(async (trx) => {
        const revision = await bumpBoardRevision(trx, project);
        await trx.updateTable('project_column').set({ name }).where('id', '=', id).execute();
        return revision;
      });
    },

    /** Hides or shows columns of one project, in one statement under its board's lock; the revision after it. */
    async setHidden(project: number, changes: { id: number; hidden: boolean }[]) {
      return db.transaction().execute(async (trx) => {
        const revision = await bumpBoardRevision(trx, project);
        await sql`UPDATE project_column c SET hidden = v.hidden
          FROM jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) AS v(id int, hidden boolean)
          WHERE c.id = v.id`.execute(trx);
        return revision;
      });
    },

    /** Projects by id, each once, of those that exist (for `projects/details/{ids}/`). */
    details: (ids: number[]) => byIds([...new Set(ids)]),

    /** The projects this person may add people to: every project for staff, the ones they own otherwise. */
    async assignable(person: number | 'all') {
      let query = db
        .selectFrom('project as p')
        .select(['p.id', 'p.name', 'p.status'])
        .orderBy('p.name')
        .orderBy('p.id');
      if (person !== 'all') {
        query = query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('project_membership as m')
              .select('m.id')
              .whereRef('m.project_id', '=', 'p.id')
              .where('m.person_id', '=', person)
              .where('m.state', '=', membershipStates.owner),
          ),
        );
      }
      return query.execute();
    },

    /** Which of these contacts have not accepted their invite (spec: Accepted is required for assignment). */
    async notAccepted(people: number[]) {
      const rows = await db
        .selectFrom('person')
        .select(['id', 'full_name'])
        .where('id', '=', sql<number>`any(${people}::int[])`)
        .where((eb) => eb.or([eb('invite_status', '<>', 2), eb('is_deleted', '=', true)]))
        .orderBy('id')
        .execute();
      return rows;
    },

    /**
     * Puts contacts on a project's team (one statement): clients as Client, guests as Guest, staff as Member; ones
     * already on it keep their state. Answers the team.
     */
    async assign(project: number, people: number[]) {
      // The contacts locked, and only current ones put on: a contact merged away meanwhile is refused (its survivor
      // is not on the team), instead of joining as a contact nothing shows.
      const gone = await writeUnderBoardLock(db, project, async (trx) => {
        const gone = await lockCurrentPeople(trx, people);
        if (gone.length) return { changed: false, value: gone };
        const added = await sql`INSERT INTO project_membership (project_id, person_id, state)
          SELECT ${project}, p.id, CASE p.profile_type WHEN 3 THEN 2 WHEN 4 THEN 4 ELSE 3 END
          FROM person p WHERE p.id = any(${people}::int[]) AND NOT p.is_deleted
          ON CONFLICT (project_id, person_id) DO NOTHING`.execute(trx);
        return { changed: Number(added.numAffectedRows ?? 0n) > 0, value: gone };
      });
      if (gone.length) return { gone, members: undefined };
      return { gone: undefined, members: (await byIds([project]))[0]!.members };
    },

    /** Deletes projects; answers the ids deleted. */
    deleteMany: deleteProjects,

    async provider(id: number) {
      return db
        .selectFrom('provider_relation')
        .select(['id', 'project_id', 'person_id'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /**
     * Whether a contact is a capital provider (in a category with `is_cp`, as `people/?is_capital_provider=true`
     * reads it), with their name; undefined when there is no such contact.
     */
    async capitalProvider(person: number) {
      return db
        .selectFrom('person as p')
        .select((eb) => [
          'p.full_name',
          eb
            .exists(
              eb
                .selectFrom('person_lookup as pl')
                .innerJoin('lookup as l', (join) =>
                  join.onRef('l.kind', '=', 'pl.kind').onRef('l.id', '=', 'pl.lookup_id'),
                )
                .select('pl.lookup_id')
                .whereRef('pl.person_id', '=', 'p.id')
                .where('pl.kind', '=', 'categories')
                .where('l.is_cp', '=', true),
            )
            .as('is_capital_provider'),
        ])
        .where('p.id', '=', person)
        .where('p.is_deleted', '=', false)
        .executeTakeFirst();
    },

    /**
     * Adds a current contact as a capital provider of a project: the relation's id, `gone` when the contact is not
     * current (merged away meanwhile), undefined when it is one already.
     */
    async addProvider(project: number, person: number, state: number) {
      return db.transaction().execute(async (trx) => {
        if ((await lockCurrentPeople(trx, [person])).length) return 'gone' as const;
        const row = await trx
          .insertInto('provider_relation')
          .values({ project_id: project, person_id: person, state })
          .onConflict((conflict) => conflict.columns(['project_id', 'person_id']).doNothing())
          .returning('id')
          .executeTakeFirst();
        return row?.id;
      });
    },

    async updateProvider(
      id: number,
      changes: {
        state?: number;
        notes?: string | null;
        notes_created_at?: string | null;
        notes_updated_at?: string | null;
        last_contacted?: string | null;
      },
    ) {
      if (Object.keys(changes).length === 0) return;
      await db.updateTable('provider_relation').set(changes).where('id', '=', id).execute();
    },

    /** One state for many relations of one project; answers the ids changed and the project's new summary. */
    async setProvidersState(project: number, ids: number[], state: number) {
      const rows = await db
        .updateTable('provider_relation')
        .set({ state })
        .where('project_id', '=', project)
        .where('id', '=', sql<number>`any(${ids}::int[])`)
        .returning('id')
        .execute();
      const [current] = await byIds([project]);
      return { ids: rows.map((row) => row.id).sort((a, b) => a - b), state, cp_summary: current?.cp_summary ?? {} };
    },

    async removeMember(project: number, id: number) {
      await writeUnderBoardLock(db, project, async (trx) => {
        const removed = await trx.deleteFrom('project_membership').where('id', '=', id).executeTakeFirst();
        return { changed: removed.numDeletedRows > 0n, value: undefined };
      });
    },
  };
}
