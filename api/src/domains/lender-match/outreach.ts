import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { fieldErrors } from '../../http-error.js';
import { doesNotExist } from '../../lib/people.js';
import { recordActivity } from '../activity/record.js';
import type { FileStorage } from '../file/storage.js';
import { addProviderIn } from '../project/provider-repository.js';

/** provider_relation_types: the state outreach adds providers in. */
const CONTACTED = 1;

export type Outreach = {
  /** The signed-in staff member: the draft's owner and the entries' actor. */
  owner: number;
  project: { id: number; name: string };
  people: number[];
  template?: number;
};

/**
 * Lender outreach (issue 54, `POST projects/{id}/lender_outreach/`), all in one transaction: adds the people not on
 * the project yet as its capital providers in the state Contacted (the provider repository's write, with its
 * activity entries), creates the owner's company draft to them about the project (from the owner's template: its
 * subject, body and attachments, as `save_as_draft` does; else blank) and records a Lender Outreach entry. Any
 * failure (a person who is no current capital provider, a template that is not the owner's) leaves nothing: the
 * transaction rolls back and the attachment bytes copied meanwhile are discarded. Answers the draft's id and the
 * relations added.
 */
export async function startOutreach(
  db: Kysely<Database>,
  storage: FileStorage,
  log: Pick<FastifyBaseLogger, 'error'>,
  outreach: Outreach,
): Promise<{ draft: number; added: number[] }> {
  const { owner, project } = outreach;
  const people = [...new Set(outreach.people)];
  const copied: string[] = [];
  try {
    return await db.transaction().execute(async (trx) => {
      await checkProviders(trx, people);
      const added: number[] = [];
      for (const person of people) {
        const id = await addProviderIn(trx, project.id, person, CONTACTED, owner);
        if (id === 'gone') throw fieldErrors({ people: [doesNotExist(person)] }); // merged away meanwhile
        if (id !== undefined) added.push(id);
      }
      const source =
        outreach.template === undefined ? { subject: '', body: '' } : await template(trx, owner, outreach.template);
      const { id: draft } = await trx
        .insertInto('email_draft')
        .values({ owner_id: owner, ...source, is_company: true, project_id: project.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('email_draft_recipient')
        .values(people.map((person, position) => ({ draft_id: draft, kind: 'to', person_id: person, position })))
        .execute();
      if (outreach.template !== undefined) {
        const files = await trx
          .selectFrom('email_template_file')
          .select(['name', 'size', 'type', 'storage_key'])
          .where('email_template_id', '=', outreach.template)
          .orderBy('id')
          .execute();
        for (const file of files) {
          const stored = await storage.save(storage.read(file.storage_key));
          if ('tooBig' in stored) continue;
          copied.push(stored.key);
          await trx
            .insertInto('email_draft_file')
            .values({
              name: file.name,
              size: file.size,
              type: file.type,
              storage_key: stored.key,
              user_id: owner,
              email_draft_id: draft,
            })
            .execute();
        }
      }
      await recordActivity(trx, {
        type: 'lenderOutreach',
        by: owner,
        args: { project: project.id, people, email: draft },
        document: project.name,
      });
      return { draft, added };
    });
  } catch (error) {
    await storage.discard(copied, log);
    throw error;
  }
}

/** A 400 naming each person who is no current contact, or no capital provider (spec part 2 section 1). */
async function checkProviders(trx: Transaction<Database>, people: number[]) {
  const rows = await trx
    .selectFrom('person as p')
    .select((eb) => [
      'p.id',
      'p.full_name',
      eb
        .exists(
          eb
            .selectFrom('person_lookup as pl')
            .innerJoin('lookup as l', (join) => join.onRef('l.kind', '=', 'pl.kind').onRef('l.id', '=', 'pl.lookup_id'))
            .select('pl.lookup_id')
            .whereRef('pl.person_id', '=', 'p.id')
            .where('pl.kind', '=', 'categories')
            .where('l.is_cp', '=', true),
        )
        .as('is_capital_provider'),
    ])
    .where('p.id', '=', sql<number>`any(${people}::int[])`)
    .where('p.is_deleted', '=', false)
    .execute();
  const found = new Map(rows.map((row) => [row.id, row]));
  const errors = people.flatMap((person) => {
    const row = found.get(person);
    if (!row) return [doesNotExist(person)];
    if (!row.is_capital_provider)
      return [`Only capital providers can be added to a project: ${row.full_name ?? person} is not one.`];
    return [];
  });
  if (errors.length) throw fieldErrors({ people: errors });
}

/** The owner's template's subject and body; a 400 naming `template` when it is none of theirs. */
async function template(trx: Transaction<Database>, owner: number, id: number) {
  const row = await trx
    .selectFrom('email_template')
    .select(['subject', 'body'])
    .where('id', '=', id)
    .where('owner_id', '=', owner)
    .executeTakeFirst();
  if (!row) throw fieldErrors({ template: [doesNotExist(id)] });
  return row;
}
