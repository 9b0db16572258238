import { sql, type Kysely, type Transaction } from 'kysely';
import { normaliseTags } from '@ft8/contract/rules';
import type { Database } from '../../db/schema.js';
import { unknownLookupErrors, type WantedLookup } from '../../lib/lookups.js';
import { tagIdsOf } from '../../lib/tags.js';
import { touchBoardsNaming } from '../project/board-revision.js';
import { fieldsOf, recordActivity } from '../activity/record.js';
import {
  lookupFields,
  lookupScalarFields,
  normaliseEmails,
  normalisePhones,
  ownPreferenceFields,
  scalarFields,
  type EmailEntry,
  type Errors,
  type PersonWriteBody,
} from './person-write.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Writes to contacts: create, update, soft delete, invite and revoke (spec sections 4 and 5). */
export function createPersonWriteRepository(db: Kysely<Database>) {
  async function replaceLists(trx: Db, personId: number, body: PersonWriteBody) {
    if (body.emails !== undefined) {
      const emails = normaliseEmails(body.emails);
      await trx.deleteFrom('person_email').where('person_id', '=', personId).execute();
      if (emails.length > 0) {
        await trx
          .insertInto('person_email')
          .values(emails.map((entry, position) => ({ person_id: personId, position, ...entry })))
          .execute();
      }
    }
    if (body.phones !== undefined) {
      const phones = normalisePhones(body.phones);
      await trx.deleteFrom('person_phone').where('person_id', '=', personId).execute();
      if (phones.length > 0) {
        await trx
          .insertInto('person_phone')
          .values(phones.map((entry, position) => ({ person_id: personId, position, ...entry })))
          .execute();
      }
    }
    for (const [field, kind] of Object.entries(lookupFields)) {
      const ids = body[field as keyof typeof lookupFields];
      if (ids === undefined) continue;
      await trx.deleteFrom('person_lookup').where('person_id', '=', personId).where('kind', '=', kind).execute();
      const unique = [...new Set(ids)];
      if (unique.length > 0)
        await trx
          .insertInto('person_lookup')
          .values(unique.map((lookup_id) => ({ person_id: personId, kind, lookup_id })))
          .execute();
    }
    if (body.tags !== undefined) {
      const tagIds = await tagIdsOf(trx, normaliseTags(body.tags));
      await trx.deleteFrom('person_tag').where('person_id', '=', personId).execute();
      if (tagIds.length > 0)
        await trx
          .insertInto('person_tag')
          .values(tagIds.map((tag_id) => ({ person_id: personId, tag_id })))
          .execute();
    }
  }

  const scalarsOf = (body: PersonWriteBody) =>
    Object.fromEntries(
      scalarFields
        .filter((field) => body[field] !== undefined)
        .map((field) => {
          const value = body[field];
          return [field, typeof value === 'string' && field !== 'birthday' ? value.trim() : value];
        }),
    );

  return {
    /** Per-field errors for lookup ids that are not in their list (DRF's wording). */
    async lookupErrors(body: PersonWriteBody): Promise<Errors> {
      const wanted: WantedLookup[] = [];
      for (const [field, kind] of Object.entries(lookupFields)) {
        for (const id of body[field as keyof typeof lookupFields] ?? []) wanted.push({ field, kind, id });
      }
      for (const [field, kind] of Object.entries(lookupScalarFields)) {
        const id = body[field as keyof typeof lookupScalarFields];
        if (typeof id === 'number') wanted.push({ field, kind, id });
      }
      return unknownLookupErrors(db, wanted);
    },

    /** Another current contact whose Work email is one of these (emails are unique per contact, not across them). */
    async workEmailOwner(emails: EmailEntry[], exceptId?: number) {
      const work = emails.find((entry) => entry.label === 'Work');
      if (!work) return undefined;
      let query = db
        .selectFrom('person_email as e')
        .innerJoin('person as p', 'p.id', 'e.person_id')
        .select(['p.id', 'p.full_name'])
        .where('e.email', '=', work.email)
        .where('p.is_deleted', '=', false);
      if (exceptId !== undefined) query = query.where('p.id', '<>', exceptId);
      return query.orderBy('p.id').executeTakeFirst() as Promise<{ id: number; full_name: string } | undefined>;
    },

    /** The stored values section 5 checks a PATCH against. */
    async currentValues(id: number) {
      const row = await db
        .selectFrom('person')
        .select(['id', 'profile_type', 'client_class', 'is_deleted'])
        .select(sql<boolean>`password_hash IS NOT NULL`.as('can_sign_in'))
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const [emails, phones] = await Promise.all([
        db
          .selectFrom('person_email')
          .select(['email', 'label'])
          .where('person_id', '=', id)
          .orderBy('position')
          .execute(),
        db
          .selectFrom('person_phone')
          .select(['number', 'label'])
          .where('person_id', '=', id)
          .orderBy('position')
          .execute(),
      ]);
      return { ...row, emails, phones };
    },

    /** Creates the person and its lists in one transaction; returns the new id. */
    async create(body: PersonWriteBody, by: number): Promise<number> {
      return db.transaction().execute(async (trx) => {
        // Emails first would need the deferred foreign key; the email trigger refreshes search_text afterwards.
        const { id, full_name } = await trx
          .insertInto('person')
          .values({ ...scalarsOf(body), created_by: by, updated_by: by } as never)
          .returning(['id', 'full_name'])
          .executeTakeFirstOrThrow();
        await replaceLists(trx, id, body);
        await recordActivity(trx, { type: 'contactCreated', by, args: { person: id }, document: full_name });
        return id;
      });
    },

    /**
     * Sets the given fields (a PATCH) or all of them (a PUT) in one transaction; false when the contact is no longer
     * current. The row's own update waits for a merge or delete under way and then finds it deleted, so an edit is
     * never written onto a contact just merged away (where nothing shows it).
     */
    async update(id: number, body: PersonWriteBody, by: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const scalars = scalarsOf(body);
        // A new name is on the cards of the contact's tasks and in their teams: those boards get a new revision.
        if (scalars.first_name !== undefined || scalars.last_name !== undefined) {
          const now = await trx
            .selectFrom('person')
            .select(['first_name', 'last_name'])
            .where('id', '=', id)
            .executeTakeFirst();
          const renamed =
            now &&
            ((scalars.first_name !== undefined && scalars.first_name !== now.first_name) ||
              (scalars.last_name !== undefined && scalars.last_name !== now.last_name));
          if (renamed) await touchBoardsNaming(trx, [id]);
        }
        const updated = await trx
          .updateTable('person')
          .set({
            ...scalars,
            updated_at: sql`now()`,
            updated_by: by,
            ...(body.table_column_prefs && {
              table_column_prefs: sql`table_column_prefs || ${JSON.stringify(body.table_column_prefs)}::jsonb`,
            }),
            ...(body.sorting_prefs && {
              sorting_prefs: sql`sorting_prefs || ${JSON.stringify(body.sorting_prefs)}::jsonb`,
            }),
            ...(body.signature !== undefined && { signature: body.signature }),
          } as never)
          .where('id', '=', id)
          .where('is_deleted', '=', false)
          .returning(['id', 'full_name'])
          .executeTakeFirst();
        if (!updated) return false;
        await replaceLists(trx, id, body);
        // Own preferences (columns, sorting, signature) are not changes the firm audits.
        const fields = fieldsOf(body, ownPreferenceFields);
        if (fields.length)
          await recordActivity(trx, {
            type: 'contactUpdated',
            by,
            args: { person: id, fields },
            document: updated.full_name,
          });
        return true;
      });
    },

    /** Soft delete (spec section 4): the contact leaves the list and can be reactivated; its sign-in tokens die. */
    async softDelete(id: number, by: number) {
      await db.transaction().execute(async (trx) => {
        // A deleted assignee is flagged on the cards of its tasks: their boards get a new revision.
        await touchBoardsNaming(trx, [id]);
        const deleted = await trx
          .updateTable('person')
          .set({ is_deleted: true, deleted_at: sql`now()`, deleted_by: by, updated_at: sql`now()`, updated_by: by })
          .where('id', '=', id)
          .returning('full_name')
          .executeTakeFirst();
        if (deleted)
          await recordActivity(trx, { type: 'contactDeleted', by, args: { person: id }, document: deleted.full_name });
        await trx
          .updateTable('auth_token')
          .set({ revoked_at: sql`now()` })
          .where('person_id', '=', id)
          .where('revoked_at', 'is', null)
          .execute();
      });
    },

    /** Marks the invite sent (Pending), optionally with the profile type invited as; older unused invite links die. */
    async markInvited(id: number, by: number, profileType?: number) {
      await db.transaction().execute(async (trx) => {
        const invited = await trx
          .updateTable('person')
          .set({
            invite_status: 1,
            updated_at: sql`now()`,
            updated_by: by,
            ...(profileType !== undefined && { profile_type: profileType }),
          })
          .where('id', '=', id)
          .returning('full_name')
          .executeTakeFirst();
        if (invited)
          await recordActivity(trx, { type: 'inviteSent', by, args: { person: id }, document: invited.full_name });
        await trx
          .updateTable('password_token')
          .set({ used_at: sql`now()` })
          .where('person_id', '=', id)
          .where('kind', '=', 'invite')
          .where('used_at', 'is', null)
          .execute();
      });
    },

    /** Revoke (spec section 4): back to NotSent; open links, the password and every sign-in token stop working. */
    async revoke(id: number, by: number) {
      await db.transaction().execute(async (trx) => {
        const revoked = await trx
          .updateTable('person')
          .set({ invite_status: 0, password_hash: null, updated_at: sql`now()`, updated_by: by })
          .where('id', '=', id)
          .returning('full_name')
          .executeTakeFirst();
        if (revoked)
          await recordActivity(trx, { type: 'inviteRevoked', by, args: { person: id }, document: revoked.full_name });
        await trx
          .updateTable('password_token')
          .set({ used_at: sql`now()` })
          .where('person_id', '=', id)
          .where('used_at', 'is', null)
          .execute();
        await trx
          .updateTable('auth_token')
          .set({ revoked_at: sql`now()` })
          .where('person_id', '=', id)
          .where('revoked_at', 'is', null)
          .execute();
      });
    },
  };
}
