import type { ProjectCreate, ProjectPatch } from '@ft8/contract/project';
import { membershipStates } from '@ft8/contract/project';
import { normaliseTags } from '@ft8/contract/rules';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Static } from 'typebox';
import type { Database } from '../../db/schema.js';
import { tagIdsOf } from '../../lib/tags.js';
import { fieldsOf, recordActivity } from '../activity/record.js';
import { filteredProjects, type ProjectFilters } from './filters.js';
import { countProjectGroups, type GroupCountField } from './group-counts.js';
import { lookupKinds, projectsByIds } from './project-reads.js';
import { createProviderRepository } from './provider-repository.js';
import { createTeamRepository } from './team-repository.js';
import { projectStorageKeys } from '../file/storage-keys.js';

type Db = Kysely<Database> | Transaction<Database>;
export type ProjectFields = Static<typeof ProjectPatch>;
export type NewProject = Static<typeof ProjectCreate>;

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
  // lender matching's deal criteria (extensions, migration 085)
  'total_cost',
  'gdv',
  'term',
  'is_sharia',
  'location',
] as const;

/** The advisory-lock name space of a client's project names (`createUnlessNamed`); the key is the client's id. */
const CLIENT_PROJECT_NAMES_LOCK = 68_001;

/**
 * The project domain's repository (`fastify.repos.project`): the projects themselves here, their team
 * (team-repository.ts) and capital providers (provider-repository.ts) composed in.
 */
export function createProjectRepository(db: Kysely<Database>) {
  /** Projects by id, whole (lookups, team, providers, notes), in the order given. */
  const byIds = (ids: number[]) => projectsByIds(db, ids);

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
  async function deleteProjects(ids: number[], by: number) {
    return db.transaction().execute(async (trx) => {
      const projects = sql<number>`any(${ids}::int[])`;
      await trx.selectFrom('project').select('id').where('id', '=', projects).orderBy('id').forUpdate().execute();
      await trx.selectFrom('task').select('id').where('project_id', '=', projects).orderBy('id').forUpdate().execute();
      const keys = await projectStorageKeys(trx, ids);
      const rows = await trx.deleteFrom('project').where('id', '=', projects).returning(['id', 'name']).execute();
      await recordActivity(
        trx,
        ...rows.map((row) => ({ type: 'projectDeleted' as const, by, args: { project: row.id }, document: row.name })),
      );
      return { deleted: rows.map((row) => row.id).sort((a, b) => a - b), keys };
    });
  }

  /** A new project with its lookups, tags, default columns and team (the universal owners as owners). */
  async function insertProject(
    trx: Transaction<Database>,
    fields: NewProject & { name: string; closing_date: string },
    by: number,
  ) {
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
    await recordActivity(trx, { type: 'projectCreated', by, args: { project: id }, document: fields.name });
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
        await recordActivity(trx, {
          type: 'projectUpdated',
          by,
          args: { project: id, fields: fieldsOf(fields) },
          document: fields.name ?? before.name,
        });
        return { boardRevision: renamed ? updated.board_revision : null };
      });
    },

    /** Deletes a project; the storage keys of the files it took (its own and its tasks'), or undefined when gone. */
    async delete(id: number, by: number) {
      const { deleted, keys } = await deleteProjects([id], by);
      return deleted.length ? keys : undefined;
    },

    /** Projects by id, each once, of those that exist (for `projects/details/{ids}/`). */
    details: (ids: number[]) => byIds([...new Set(ids)]),

    /** Deletes projects; answers the ids deleted. */
    deleteMany: deleteProjects,

    ...createTeamRepository(db),
    ...createProviderRepository(db),
  };
}
