import { readdir } from 'node:fs/promises';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { insertContacts } from '../seed/bulk-insert.js';
import type { SeedContact } from '../seed/generate-contacts.js';
import { demoAccounts, seedDemo } from '../seed/seed-demo.js';

const at = (iso: string) => new Date(iso);

const contact = (
  fields: Partial<SeedContact['person']> & Pick<SeedContact['person'], 'first_name' | 'last_name' | 'company'>,
  rest: Partial<SeedContact> = {},
): SeedContact => ({
  person: {
    profile_type: 2,
    country: 'United Kingdom',
    created_at: at('2025-01-01T10:00:00Z'),
    updated_at: at('2025-01-01T10:00:00Z'),
    ...fields,
  },
  emails: [],
  phones: [],
  links: [],
  tags: [],
  notes: [],
  ...rest,
});

/**
 * What each domain's `roles.ts` adds to the fixture (its `seed`), under `fixture.domains.<domain folder>`: a domain
 * declares its entry by declaration merging, beside its seed:
 *
 *     declare module '../../test-support/fixture.js' { interface DomainFixtures { note: { annNote: number } } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each domain's roles.ts
export interface DomainFixtures {}

/**
 * A domain's rows for the role matrix and the tests that need one of each table (seeded after the base fixture, in
 * folder order; `earlier` holds what the domains before it seeded).
 */
export type DomainSeed = (db: Kysely<Database>, base: BaseFixture, earlier: Partial<DomainFixtures>) => Promise<object>;

const domainsDir = new URL('../domains/', import.meta.url);

/** Runs every domain's `seed` (exported by its roles.ts), one after another in folder order. */
async function seedDomains(db: Kysely<Database>, base: BaseFixture): Promise<DomainFixtures> {
  const found: Record<string, object> = {};
  const dirs = (await readdir(domainsDir, { withFileTypes: true })).filter((entry) => entry.isDirectory());
  for (const dir of dirs.map((entry) => entry.name).sort()) {
    const roles = (await import(new URL(`${dir}/roles.ts`, domainsDir).href)) as { seed?: DomainSeed };
    if (roles.seed) found[dir] = await roles.seed(db, base, found);
  }
  return found as unknown as DomainFixtures;
}

export async function seedFixture(db: Kysely<Database>) {
  const base = await seedBaseFixture(db);
  const domains = await seedDomains(db, base);
  await sql`ANALYZE`.execute(db);
  return { ...base, domains };
}

/**
 * A small, fully known data set: the four demo accounts plus four contacts (one deleted). Default order
 * (-company, full_name): Bob Jones, Priya Shah, Daniel Hughes, Alex Morgan, Sam Taylor, Carol Smithson, Ann Smith.
 */
async function seedBaseFixture(db: Kysely<Database>) {
  await seedDemo(db, { contacts: 0 });
  const accounts = await db.selectFrom('person').select(['id', 'profile_type']).orderBy('id').execute();
  const [admin, user, client, guest] = accounts.map((row) => row.id) as [number, number, number, number];
  const [ann, bob, carol, dan] = (await insertContacts(
    db,
    [
      contact(
        {
          first_name: 'Ann',
          last_name: 'Smith',
          company: 'Acme Capital',
          job_title: 'Director',
          city: 'London',
          rating: 2,
          birthday: '1980-02-01',
          created_at: at('2025-03-01T09:00:00Z'),
        },
        {
          emails: [
            { email: 'ann@acme.test', label: 'Work' },
            { email: 'ann.smith@home.test', label: 'Home' },
          ],
          phones: [
            { number: '+44 20 7946 0000', label: 'Mobile' },
            { number: '+44 20 7946 0001', label: 'Work' },
          ],
          links: [
            { kind: 'categories', id: 1 },
            { kind: 'subcategories', id: 3 },
            { kind: 'location_types', id: 1 },
          ],
          tags: ['bridging', 'london'],
          capitalProvider: {
            criteria: {
              max_ltv: 65,
              max_ltgdv: 0,
              max_ltc: 0,
              min_irr: 0,
              min_roe: 0,
              min_term: 1,
              max_term: 5,
              min_size: 500000,
              max_size: 10000000,
              is_sharia: false,
              is_development: true,
              is_land: false,
              is_prs: false,
              is_debt: true,
              is_equity: false,
              description: 'Senior and stretch senior.',
            },
            links: [
              { kind: 'cp_subcategories', id: 1 },
              { kind: 'investment_class_types', id: 2 },
              { kind: 'investing_geography_types', id: 1 },
            ],
          },
          notes: [
            { text: 'First call went well.', creatorIndex: 0, createdAt: at('2025-03-02T09:00:00Z') },
            { text: 'Sent the teaser.', creatorIndex: 1, createdAt: at('2025-03-05T09:00:00Z') },
          ],
        },
      ),
      contact(
        {
          first_name: 'Bob',
          last_name: 'Jones',
          company: 'Zeta Homes',
          job_title: 'Managing Director',
          city: 'Manchester',
          rating: 3,
          created_at: at('2025-02-01T09:00:00Z'),
        },
        {
          emails: [{ email: 'bob@zeta.test', label: 'Work' }],
          links: [{ kind: 'categories', id: 4 }],
          tags: ['london'],
        },
      ),
      contact(
        {
          first_name: 'Carol',
          last_name: 'Smithson',
          company: 'Beta Law LLP',
          job_title: 'Partner',
          city: 'Leeds',
          rating: 1,
          created_at: at('2025-04-01T09:00:00Z'),
        },
        {
          emails: [{ email: 'carol@betalaw.test', label: 'Work' }],
          links: [{ kind: 'categories', id: 6 }],
        },
      ),
      contact(
        {
          first_name: 'Dan',
          last_name: 'Brown',
          company: 'Acme Capital',
          is_deleted: true,
          deleted_at: at('2025-05-01T09:00:00Z'),
        },
        {
          emails: [{ email: 'dan@acme.test', label: 'Work' }],
          links: [{ kind: 'categories', id: 11 }],
        },
      ),
    ],
    [admin, user],
  )) as [number, number, number, number];
  const capitalProvider = await db
    .selectFrom('capital_provider')
    .select('id')
    .where('person_id', '=', ann)
    .executeTakeFirstOrThrow();
  return {
    accounts: { admin, user, client, guest },
    emails: Object.fromEntries(
      demoAccounts.map((account, index) => [account.email, [admin, user, client, guest][index]]),
    ) as Record<string, number>,
    people: { ann, bob, carol, dan },
    capitalProvider: capitalProvider.id,
    defaultOrder: [
      'Bob Jones',
      'Priya Shah',
      'Daniel Hughes',
      'Alex Morgan',
      'Sam Taylor',
      'Carol Smithson',
      'Ann Smith',
    ],
  };
}

type BaseFixture = Awaited<ReturnType<typeof seedBaseFixture>>;
export type Fixture = Awaited<ReturnType<typeof seedFixture>>;
