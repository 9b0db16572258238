import type { ImportedDuplicate, PersonMerge } from '@ft8/contract/contact-management';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Static } from 'typebox';
import type { Database } from '../../db/schema.js';
import { hydratePeople, personColumns, type PersonRow } from '../contact/hydration.js';
import type { PersonDto } from '../contact/hydration.js';
import { groupPairs, possibleDuplicatePairs } from './duplicates.js';
import { keptContacts } from './person-references.js';
import { recordActivity } from '../activity/record.js';
import { mergeImportedLine, mergePeople, survivorChangedSince, undoMerge, type MergeFields } from './merge.js';

type ImportedDuplicateDto = Static<typeof ImportedDuplicate>;
type PersonMergeDto = Static<typeof PersonMerge>;

/** How long a merge can be undone. */
export const undoDays = 30;

/** The name on an imported line (its row as a merge recorded it). */
const importedName = (row: unknown) => {
  const { details = {} } = row as { details?: Record<string, unknown> };
  return [details.first_name, details.last_name]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(' ');
};

export function createContactManagementRepository(db: Kysely<Database>) {
  async function people(ids: number[]): Promise<PersonDto[]> {
    if (ids.length === 0) return [];
    const rows = (await db
      .selectFrom('person as p')
      .leftJoin('capital_provider as cp', 'cp.person_id', 'p.id')
      .leftJoin('outlook_credential as oc', 'oc.person_id', 'p.id')
      .select(personColumns)
      .where('p.id', '=', sql<number>`any(${ids}::int[])`)
      .execute()) as PersonRow[];
    const byId = new Map((await hydratePeople(db, rows)).map((person) => [person.id, person]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async function importedDuplicates(id?: number): Promise<ImportedDuplicateDto[]> {
    let query = db.selectFrom('imported_duplicate').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
    if (id !== undefined) query = query.where('id', '=', id);
    const rows = await query.execute();
    const originals = new Map(
      (await people([...new Set(rows.map((row) => row.duplicate_of))])).map((person) => [person.id, person]),
    );
    return rows.flatMap((row) => {
      const original = originals.get(row.duplicate_of);
      if (!original) return [];
      const details = (row.details ?? {}) as Record<string, unknown>;
      const str = (key: string) => (typeof details[key] === 'string' ? details[key] : '');
      return [
        {
          id: row.id,
          first_name: str('first_name'),
          last_name: str('last_name'),
          company: str('company'),
          job_title: typeof details.job_title === 'string' ? details.job_title : null,
          emails: Array.isArray(details.emails) ? (details.emails as ImportedDuplicateDto['emails']) : [],
          phones: Array.isArray(details.phones) ? (details.phones as ImportedDuplicateDto['phones']) : [],
          details,
          duplicate_of: row.duplicate_of,
          duplicate_of_details: original,
          created_at: row.created_at.toISOString(),
        },
      ];
    });
  }

  return {
    people,
    importedDuplicates: () => importedDuplicates(),
    importedDuplicate: async (id: number) => (await importedDuplicates(id))[0],

    async deleteImportedDuplicates(ids: number[]) {
      const result = await db
        .deleteFrom('imported_duplicate')
        .where('id', '=', sql<number>`any(${ids}::int[])`)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Merges an imported line into its contact (recorded, to be undone as other merges); false when it is gone. */
    async mergeImportedDuplicate(id: number, person: number, fields: MergeFields, by: number) {
      const merge = await db.transaction().execute(async (trx) => {
        const merged = await mergeImportedLine(trx, person, id, fields, by);
        if (merged !== undefined)
          await recordActivity(trx, {
            type: 'contactsMerged',
            by,
            args: { person, people: [person], fields: Object.keys(fields) },
            document: await nameOf(trx, person),
          });
        return merged;
      });
      return merge !== undefined;
    },

    /** Groups of possible duplicates; with `ids`, those contacts as one group (current ones, in the order given). */
    async possibleDuplicates(ids?: number[]) {
      if (ids) {
        const found = (await people(ids)).filter((person) => !person.is_deleted);
        return found.length ? [{ id: found[0]!.id, reasons: [], people: found }] : [];
      }
      const groups = groupPairs(await possibleDuplicatePairs(db));
      const byId = new Map((await people(groups.flatMap((group) => group.ids))).map((person) => [person.id, person]));
      return groups.map((group) => ({
        id: group.ids[0]!,
        reasons: group.reasons,
        people: group.ids.flatMap((id) => byId.get(id) ?? []),
      }));
    },

    async ignore(ids: number[], ignored: boolean) {
      await db
        .updateTable('person')
        .set({ ignored_as_duplicate: ignored })
        .where('id', '=', sql<number>`any(${ids}::int[])`)
        .execute();
    },

    /** Which of these ids are current (not deleted) contacts. */
    async currentIds(ids: number[]) {
      const rows = await db
        .selectFrom('person')
        .select('id')
        .where('id', '=', sql<number>`any(${ids}::int[])`)
        .where('is_deleted', '=', false)
        .execute();
      return new Set(rows.map((row) => row.id));
    },

    /**
     * Merges in one transaction, once every contact of it is locked (in id order, so that two merges queue instead of
     * deadlocking) and still current: two merges of the same contact at once, or one crossing the other (A into B
     * while B goes into A), find it deleted and are refused, instead of both moving its rows. `missing` names those
     * that were not current; nothing changed then.
     */
    mergeFromPeople(survivor: number, merged: number[], fields: MergeFields, by: number) {
      return db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('person')
          .select(['id', 'is_deleted'])
          .where('id', '=', sql<number>`any(${[survivor, ...merged]}::int[])`)
          .orderBy('id')
          .forUpdate()
          .execute();
        const current = new Set(rows.filter((row) => !row.is_deleted).map((row) => row.id));
        const missing = [survivor, ...merged].filter((id) => !current.has(id));
        if (missing.length) return { missing };
        await mergePeople(trx, survivor, merged, fields, by);
        await recordActivity(trx, {
          type: 'contactsMerged',
          by,
          args: { person: survivor, people: [survivor, ...merged], fields: Object.keys(fields) },
          document: await nameOf(trx, survivor),
        });
        return { missing };
      });
    },

    /** The merges into this contact that can still be undone (newest first). */
    async undoableMerges(survivor: number): Promise<PersonMergeDto[]> {
      const rows = await db
        .selectFrom('person_merge')
        .select(['id', 'survivor_id', 'merged_ids', 'merged_at', 'merged_by', 'imported_duplicate'])
        .where('survivor_id', '=', survivor)
        .where('undone_at', 'is', null)
        .where('merged_at', '>', sql<Date>`now() - make_interval(days => ${undoDays})`)
        // Not when a merged contact was deleted for good since: there is nobody to give its rows back to.
        .where(
          sql<boolean>`NOT EXISTS (SELECT 1 FROM unnest(merged_ids) m(id) WHERE NOT EXISTS (SELECT 1 FROM person WHERE person.id = m.id))`,
        )
        .orderBy('merged_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      const names = new Map(
        (
          await db
            .selectFrom('person')
            .select(['id', 'full_name'])
            .where('id', '=', sql<number>`any(${rows.flatMap((row) => row.merged_ids)}::int[])`)
            .execute()
        ).map((row) => [row.id, row.full_name ?? '']),
      );
      return rows.map((row) => ({
        id: row.id,
        survivor: row.survivor_id,
        merged: row.merged_ids,
        merged_names: row.imported_duplicate
          ? [`${importedName(row.imported_duplicate)} (imported line)`]
          : row.merged_ids.map((id) => names.get(id) ?? ''),
        merged_at: row.merged_at.toISOString(),
        merged_by: row.merged_by,
        undo_until: new Date(row.merged_at.getTime() + undoDays * 86_400_000).toISOString(),
      }));
    },

    /**
     * Undoes merge `id`; says why not when it is not undoable: unknown, undone or older than 30 days, not the latest
     * into its contact, a merged contact deleted for good since, or the survivor deleted or changed since.
     */
    async undo(id: number, by: number) {
      return db.transaction().execute(async (trx) => {
        const record = await trx
          .selectFrom('person_merge')
          .select(['id', 'survivor_id', 'merged_at', 'undone_at'])
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!record || record.undone_at || record.merged_at.getTime() < Date.now() - undoDays * 86_400_000)
          return 'not-found' as const;
        // Only the latest merge into a contact: undoing an older one would put back values a later merge replaced.
        const later = await trx
          .selectFrom('person_merge')
          .select('id')
          .where('survivor_id', '=', record.survivor_id)
          .where('undone_at', 'is', null)
          .where('id', '>', id)
          .executeTakeFirst();
        if (later) return 'not-latest' as const;
        const merged = await trx
          .selectFrom('person_merge as m')
          .select([
            'm.merged_ids',
            sql<number>`(SELECT count(*)::int FROM person WHERE id = any(m.merged_ids))`.as('found'),
          ])
          .where('m.id', '=', id)
          .executeTakeFirstOrThrow();
        if (merged.found < merged.merged_ids.length) return 'merged-gone' as const;
        const survivor = await trx
          .selectFrom('person')
          .select('is_deleted')
          .where('id', '=', record.survivor_id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        // Undoing would bring back the survivor as it was before the merge, deleted since or not...
        if (survivor.is_deleted) return 'survivor-deleted' as const;
        // ... and would throw away what anyone changed on it since.
        if (await survivorChangedSince(trx, id)) return 'survivor-edited' as const;
        await undoMerge(trx, id, by);
        await recordActivity(trx, {
          type: 'mergeUndone',
          by,
          args: { person: record.survivor_id, people: [record.survivor_id, ...merged.merged_ids] },
          document: await nameOf(trx, record.survivor_id),
        });
        return record.survivor_id;
      });
    },

    /**
     * Removes deleted contacts for good (only ones already soft-deleted), their files' rows with them; answers the
     * storage keys of those files, whose bytes the caller removes once this has committed.
     */
    async permanentlyDelete(ids: number[], by: number): Promise<string[] | { kept: string[] }> {
      return db.transaction().execute(async (trx) => {
        // Locked first: a file being uploaded to one of them meanwhile either commits before (and is listed here)
        // or fails its foreign key after.
        const gone = (
          await trx
            .selectFrom('person')
            .select('id')
            .where('id', '=', sql<number>`any(${ids}::int[])`)
            .where('is_deleted', '=', true)
            .forUpdate()
            .execute()
        ).map((row) => row.id);
        if (gone.length === 0) return [];
        // Rows of other records that name them (a team, a task, a project's client...) would go with them: refused.
        const kept = await keptContacts(trx, gone);
        if (kept.size > 0) {
          const names = await trx
            .selectFrom('person')
            .select(['id', 'full_name'])
            .where('id', '=', sql<number>`any(${[...kept.keys()]}::int[])`)
            .orderBy('id')
            .execute();
          return {
            kept: names.map(
              (person) =>
                `${person.full_name} is still named elsewhere (${kept
                  .get(person.id)!
                  .map(({ what, count }) => (count > 1 ? `${what}: ${count} times` : what))
                  .join('; ')}): remove them there first, or keep the contact deleted.`,
            ),
          };
        }
        const files = await trx
          .selectFrom('person_file')
          .select('storage_key')
          .where('person_id', '=', sql<number>`any(${gone}::int[])`)
          .execute();
        const deleted = await trx
          .deleteFrom('person')
          .where('id', '=', sql<number>`any(${gone}::int[])`)
          .returning(['id', 'full_name'])
          .execute();
        await recordActivity(
          trx,
          ...deleted.map((row) => ({
            type: 'contactDeletedPermanently' as const,
            by,
            args: { person: row.id },
            document: row.full_name,
          })),
        );
        return files.map((file) => file.storage_key);
      });
    },
  };
}

/** A contact's name, for the `document` of an entry about them. */
async function nameOf(trx: Transaction<Database>, id: number) {
  const row = await trx.selectFrom('person').select('full_name').where('id', '=', id).executeTakeFirst();
  return row?.full_name ?? null;
}
