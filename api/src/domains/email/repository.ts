import type { Draft, DraftPatch, Template, TemplatePatch } from '@ft8/contract/email';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Static } from 'typebox';
import type { Database } from '../../db/schema.js';
import { filteredTemplates, type TemplateFilters } from './template-filters.js';
import { countTemplateGroups, type GroupCountField } from './template-group-counts.js';

type DraftDto = Static<typeof Draft>;
type TemplateDto = Static<typeof Template>;
type Db = Kysely<Database> | Transaction<Database>;
export type DraftFields = Static<typeof DraftPatch>;
export type TemplateFields = Static<typeof TemplatePatch>;

const kinds = ['to', 'cc', 'bcc'] as const;
const idList = (ids: number[]) => sql<number>`any(${ids}::int[])`;

const templateOrderings = { name: 'name', updated_at: 'updated_at', created_at: 'created_at' } as const;

export function createEmailRepository(db: Kysely<Database>) {
  async function drafts(owner: number, where: { ids?: number[]; isSent?: boolean }): Promise<DraftDto[]> {
    let query = db.selectFrom('email_draft').selectAll().where('owner_id', '=', owner);
    if (where.ids) query = query.where('id', '=', idList(where.ids.length ? where.ids : [0]));
    if (where.isSent !== undefined) query = query.where('is_sent', '=', where.isSent);
    const rows = await query.orderBy('updated_at', 'desc').orderBy('id', 'desc').execute();
    if (rows.length === 0) return [];
    const recipients = await db
      .selectFrom('email_draft_recipient as r')
      .innerJoin('person as p', 'p.id', 'r.person_id')
      .select([
        'r.draft_id',
        'r.kind',
        'p.id',
        'p.full_name',
        'p.first_name',
        'p.last_name',
        'p.company',
        sql<
          string | null
        >`(SELECT e.email::text FROM person_email e WHERE e.person_id = p.id ORDER BY e.position LIMIT 1)`.as('email'),
      ])
      .where('r.draft_id', '=', idList(rows.map((row) => row.id)))
      .orderBy('r.position')
      .execute();
    const files = await db
      .selectFrom('email_draft_file')
      .select(['id', 'email_draft_id', 'name', 'size'])
      .where('email_draft_id', '=', idList(rows.map((row) => row.id)))
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => {
      const of = (kind: (typeof kinds)[number]) => recipients.filter((r) => r.draft_id === row.id && r.kind === kind);
      const people = (kind: (typeof kinds)[number]) =>
        of(kind).map((r) => ({
          id: r.id,
          full_name: r.full_name ?? '',
          first_name: r.first_name,
          last_name: r.last_name,
          company: r.company,
          email: r.email,
        }));
      return {
        id: row.id,
        to: of('to').map((r) => r.id),
        cc: of('cc').map((r) => r.id),
        bcc: of('bcc').map((r) => r.id),
        to_people: people('to'),
        cc_people: people('cc'),
        bcc_people: people('bcc'),
        subject: row.subject,
        body: row.body,
        is_company: row.is_company,
        project: row.project_id,
        is_sent: row.is_sent,
        uploaded_files: files
          .filter((file) => file.email_draft_id === row.id)
          .map((file) => ({ id: file.id, name: file.name, size: Number(file.size) })),
        created_at: row.created_at.toISOString(),
        updated_at: row.updated_at.toISOString(),
      };
    });
  }

  /** Replaces the recipient lists sent (each once, in the order given). */
  async function writeRecipients(trx: Db, draft: number, fields: DraftFields) {
    for (const kind of kinds) {
      const people = fields[kind];
      if (people === undefined) continue;
      await trx.deleteFrom('email_draft_recipient').where('draft_id', '=', draft).where('kind', '=', kind).execute();
      const unique = [...new Set(people)];
      if (unique.length)
        await trx
          .insertInto('email_draft_recipient')
          .values(unique.map((person, position) => ({ draft_id: draft, kind, person_id: person, position })))
          .execute();
    }
  }

  const columnsOf = (fields: DraftFields) => ({
    ...(fields.subject !== undefined && { subject: fields.subject }),
    ...(fields.body !== undefined && { body: fields.body }),
    ...(fields.is_company !== undefined && { is_company: fields.is_company }),
    ...(fields.project !== undefined && { project_id: fields.project }),
  });

  const toTemplate = (row: {
    id: number;
    name: string;
    subject: string;
    body: string;
    is_company: boolean;
    created_at: Date;
    updated_at: Date;
  }): TemplateDto => ({
    id: row.id,
    name: row.name,
    subject: row.subject,
    body: row.body,
    is_company: row.is_company,
    uploaded_files: [],
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  });

  async function createDraft(owner: number, fields: DraftFields, from: Db = db) {
    const { id } = await from
      .insertInto('email_draft')
      .values({ owner_id: owner, ...columnsOf(fields) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeRecipients(from, id, fields);
    return id;
  }

  return {
    drafts: (owner: number, isSent?: boolean) => drafts(owner, { isSent }),
    draft: async (owner: number, id: number) => (await drafts(owner, { ids: [id] }))[0],

    async projectExists(id: number) {
      return (await db.selectFrom('project').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    /** A new draft with its recipients; inside `trx` when it is part of a larger write (`emails/send/`). */
    createDraft: (owner: number, fields: DraftFields, trx?: Transaction<Database>) =>
      trx ? createDraft(owner, fields, trx) : db.transaction().execute((own) => createDraft(owner, fields, own)),

    async updateDraft(owner: number, id: number, fields: DraftFields) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('email_draft')
          .set({ ...columnsOf(fields), updated_at: sql`now()` })
          .where('id', '=', id)
          .where('owner_id', '=', owner)
          .returning('id')
          .executeTakeFirst();
        if (!row) return false;
        await writeRecipients(trx, id, fields);
        return true;
      });
    },

    /** Deletes the owner's drafts among `ids`: their ids, and the storage keys of their attachments to discard. */
    async deleteDrafts(owner: number, ids: number[]) {
      return db.transaction().execute(async (trx) => {
        const files = await trx
          .selectFrom('email_draft_file as f')
          .innerJoin('email_draft as d', 'd.id', 'f.email_draft_id')
          .select('f.storage_key')
          .where('d.owner_id', '=', owner)
          .where('d.id', '=', idList(ids))
          .execute();
        const rows = await trx
          .deleteFrom('email_draft')
          .where('owner_id', '=', owner)
          .where('id', '=', idList(ids))
          .returning('id')
          .execute();
        return { deleted: rows.map((row) => row.id), storageKeys: files.map((file) => file.storage_key) };
      });
    },

    async saveAsTemplate(owner: number, draft: number, name: string) {
      const row = await db
        .insertInto('email_template')
        .columns(['owner_id', 'name', 'subject', 'body', 'is_company'])
        .expression(
          db
            .selectFrom('email_draft')
            .select([
              sql<number>`${owner}`.as('owner_id'),
              sql<string>`${name}`.as('name'),
              'subject',
              'body',
              'is_company',
            ])
            .where('id', '=', draft)
            .where('owner_id', '=', owner),
        )
        .returningAll()
        .executeTakeFirst();
      return row && toTemplate(row);
    },

    async templates(
      owner: number,
      query: { limit: number; offset: number; sort?: string; search?: string; isCompany?: boolean },
    ) {
      const filtered = filteredTemplates(db, { owner, search: query.search, isCompany: query.isCompany });
      const { count } = await filtered.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
      const sort = (query.sort ?? '-updated_at').trim();
      const column = templateOrderings[sort.replace(/^-/, '') as keyof typeof templateOrderings] ?? 'updated_at';
      const rows = await filtered
        .selectAll()
        .orderBy(sql.ref(column), sort.startsWith('-') ? 'desc' : 'asc')
        .orderBy('id', 'desc')
        .limit(query.limit)
        .offset(query.offset)
        .execute();
      return { count, results: rows.map(toTemplate) };
    },

    /** The owner's templates per value of `field` in the whole filtered list (`GET emails/templates/group_counts/`). */
    templateGroupCounts(field: GroupCountField, filters: TemplateFilters) {
      return countTemplateGroups(db, field, filters);
    },

    async template(owner: number, id: number) {
      const row = await db
        .selectFrom('email_template')
        .selectAll()
        .where('id', '=', id)
        .where('owner_id', '=', owner)
        .executeTakeFirst();
      if (!row) return undefined;
      // One template: its attachments too, as a draft lists its own (lists leave them out).
      const files = await db
        .selectFrom('email_template_file')
        .select(['id', 'name', 'size'])
        .where('email_template_id', '=', id)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return {
        ...toTemplate(row),
        uploaded_files: files.map((file) => ({ id: file.id, name: file.name, size: Number(file.size) })),
      };
    },

    async createTemplate(owner: number) {
      const row = await db
        .insertInto('email_template')
        .values({ owner_id: owner })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toTemplate(row);
    },

    async updateTemplate(owner: number, id: number, fields: TemplateFields) {
      const row = await db
        .updateTable('email_template')
        .set({ ...fields, updated_at: sql`now()` })
        .where('id', '=', id)
        .where('owner_id', '=', owner)
        .returningAll()
        .executeTakeFirst();
      return row && toTemplate(row);
    },

    async deleteTemplates(owner: number, ids: number[]) {
      const rows = await db
        .deleteFrom('email_template')
        .where('owner_id', '=', owner)
        .where('id', '=', idList(ids))
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },

    /** A new draft from a template: its subject, body and kind, with the recipients given. */
    async saveAsDraft(owner: number, template: number, recipients: DraftFields) {
      return db.transaction().execute(async (trx) => {
        const source = await trx
          .selectFrom('email_template')
          .select(['subject', 'body', 'is_company'])
          .where('id', '=', template)
          .where('owner_id', '=', owner)
          .executeTakeFirst();
        if (!source) return undefined;
        return createDraft(owner, { ...source, ...recipients }, trx);
      });
    },
  };
}
