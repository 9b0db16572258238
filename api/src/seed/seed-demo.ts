import { sql, type Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords.js';
import type { Database } from '../db/schema.js';
import { seedDomainDemos } from './domain-demos.js';
import { insertContacts } from './bulk-insert.js';
import {
  generateCompanies,
  generateContact,
  isCapitalProviderKind,
  noPhonesUsed,
  type SeedContact,
} from './generate-contacts.js';
import { createRandom } from './random.js';

export const demoPassword = 'ft8-demo-pass';

/** The four demo accounts, one per profile type, all with `demoPassword` and an accepted invitation. */
export const demoAccounts = [
  {
    email: 'admin@ft8.test',
    first_name: 'Alex',
    last_name: 'Morgan',
    profile_type: 1,
    job_title: 'Managing Partner',
    company: 'FT8 Capital',
  },
  {
    email: 'user@ft8.test',
    first_name: 'Sam',
    last_name: 'Taylor',
    profile_type: 2,
    job_title: 'Associate Director, Debt Advisory',
    company: 'FT8 Capital',
  },
  {
    email: 'client@ft8.test',
    first_name: 'Priya',
    last_name: 'Shah',
    profile_type: 3,
    job_title: 'Development Director',
    company: 'Northbank Developments',
  },
  {
    email: 'guest@ft8.test',
    first_name: 'Daniel',
    last_name: 'Hughes',
    profile_type: 4,
    job_title: 'Partner, Real Estate',
    company: 'Hughes Carter LLP',
  },
] as const;

const demoBaseDate = new Date(Date.UTC(2024, 0, 8, 9));

export type SeedSummary = { accounts: number; contacts: number; ms: number };

/** Spreads `total` contacts over the companies, 3 to 10 each before scaling (deterministic). */
function companySizes(random: ReturnType<typeof createRandom>, companies: number, total: number): number[] {
  const raw = Array.from({ length: companies }, () => random.int(3, 10));
  const sum = raw.reduce((a, b) => a + b, 0);
  const sizes = raw.map((size) => Math.max(1, Math.round((size * total) / sum)));
  let diff = total - sizes.reduce((a, b) => a + b, 0);
  for (let i = 0; diff !== 0; i = (i + 1) % sizes.length) {
    if (diff > 0) {
      sizes[i]!++;
      diff--;
    } else if (sizes[i]! > 1) {
      sizes[i]!--;
      diff++;
    }
  }
  return sizes;
}

export async function seedDemo(db: Kysely<Database>, options: { contacts?: number } = {}): Promise<SeedSummary> {
  const started = performance.now();
  const passwordHash = await hashPassword(demoPassword);
  const accountIds: number[] = [];
  for (const account of demoAccounts) {
    const { email, ...fields } = account;
    const row = await db
      .insertInto('person')
      .values({
        ...fields,
        password_hash: passwordHash,
        invite_status: 2,
        // The managing partner is the firm's universal owner: every new project's team starts with them.
        is_universal_owner: account.profile_type === 1,
        country: 'United Kingdom',
        city: 'London',
        created_at: demoBaseDate,
        updated_at: demoBaseDate,
        created_by: accountIds[0] ?? null,
        signature:
          account.profile_type <= 2
            ? `<p>${fields.first_name} ${fields.last_name}<br>${fields.job_title}, ${fields.company}</p>`
            : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    accountIds.push(row.id);
    await db.insertInto('person_email').values({ person_id: row.id, position: 0, email, label: 'Work' }).execute();
    await db
      .insertInto('person_lookup')
      .values({ person_id: row.id, kind: 'categories', lookup_id: account.profile_type === 3 ? 5 : 11 })
      .execute();
  }
  const random = createRandom(20240108);
  const contacts = generateDemoContacts(random, options.contacts ?? 2000, accountIds[0] ?? null);
  await insertContacts(db, contacts, accountIds.slice(0, 2));
  return { accounts: accountIds.length, contacts: contacts.length, ms: Math.round(performance.now() - started) };
}

function generateDemoContacts(
  random: ReturnType<typeof createRandom>,
  total: number,
  createdBy: number | null,
): SeedContact[] {
  if (total <= 0) return [];
  const companies = generateCompanies(random, 300);
  const sizes = companySizes(random, companies.length, total);
  const usedEmails = new Set<string>();
  const usedPhones = noPhonesUsed();
  // About 200 capital providers: the two most senior contacts at each lender or investor.
  const options = {
    isCapitalProvider: (company: (typeof companies)[number], index: number) =>
      isCapitalProviderKind(company.kind) && index < 2,
    noteChance: 0.3,
    usedEmails,
    usedPhones,
    createdBy,
    baseDate: demoBaseDate,
  };
  const contacts = companies.flatMap((company, c) =>
    Array.from({ length: sizes[c]! }, (_, index) => generateContact(random, company, index, options)),
  );
  return [...contacts, ...demoDuplicates(contacts)];
}

/**
 * A few contacts entered twice, as happens in a real CRM, so that Possible Duplicates has something to show: a typo
 * in the last name, the name typed in lower case, a short first name with the same mobile, a typo in the first name.
 * Each copy has its own (personal) email and no notes or criteria.
 */
function demoDuplicates(contacts: SeedContact[]): SeedContact[] {
  const swapTwo = (word: string) =>
    word.length < 5 ? `${word}e` : `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`;
  const variants: ((person: SeedContact['person']) => Partial<SeedContact['person']>)[] = [
    (p) => ({ last_name: swapTwo(p.last_name) }),
    (p) => ({ first_name: p.first_name.toLowerCase(), last_name: p.last_name.toLowerCase() }),
    (p) => ({ first_name: p.first_name.slice(0, 4) }),
    (p) => ({ first_name: swapTwo(p.first_name) }),
  ];
  return variants.flatMap((variant, index) => {
    const original = contacts[150 + index * 400];
    if (!original) return [];
    const person = { ...original.person, ...variant(original.person) };
    const local = `${person.first_name}.${person.last_name}`.toLowerCase().replace(/[^a-z.]/g, '');
    const mobile = original.phones.find((phone) => phone.label === 'Mobile');
    return [
      {
        person: { ...person, rating: null },
        emails: [{ email: `${local}.${index + 1}@gmail.com`, label: 'Home' }],
        phones: index === 2 && mobile ? [mobile] : [],
        links: original.links,
        tags: [],
        notes: [],
      },
    ];
  });
}

/** Benchmark filler: `count` more contacts at new companies (about 40 each), few capital providers, no notes. */
export async function addGeneratedContacts(db: Kysely<Database>, count: number): Promise<SeedSummary> {
  const started = performance.now();
  const existing = await db
    .selectFrom('person')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  const random = createRandom(1000 + existing.count);
  const companies = generateCompanies(random, Math.max(1, Math.ceil(count / 40)), 300 + existing.count);
  const usedEmails = new Set<string>();
  // The numbers the database holds already (the demo's) are taken: the filler gives none of them again.
  const usedPhones = noPhonesUsed();
  const taken = await db.selectFrom('person_phone').select('number').execute();
  for (const { number } of taken) {
    const range = number.slice(0, -3);
    usedPhones.byRange.set(range, (usedPhones.byRange.get(range) ?? new Set()).add(number));
  }
  usedPhones.extension = taken.length; // above every extension given before
  const options = {
    isCapitalProvider: (company: (typeof companies)[number], index: number) =>
      isCapitalProviderKind(company.kind) && index === 0,
    noteChance: 0,
    usedEmails,
    usedPhones,
    createdBy: null,
    baseDate: demoBaseDate,
  };
  const contacts = Array.from({ length: count }, (_, i) =>
    generateContact(random, companies[i % companies.length]!, Math.floor(i / companies.length), options),
  );
  await insertContacts(db, contacts, []);
  return { accounts: 0, contacts: count, ms: Math.round(performance.now() - started) };
}

/** Seeds the demo data unless there are people already. */
export async function seedDemoIfEmpty(db: Kysely<Database>): Promise<(SeedSummary & { domains: string[] }) | null> {
  const anyone = await db.selectFrom('person').select('id').limit(1).executeTakeFirst();
  if (anyone) return null;
  const summary = await seedDemo(db);
  // Each domain's own demo data (projects, tasks, ...), on the demo accounts.
  const accounts = await db
    .selectFrom('person_email')
    .select(['email', 'person_id'])
    .where(
      'email',
      'in',
      demoAccounts.map((account) => account.email),
    )
    .execute();
  const idOf = (email: string) => accounts.find((row) => String(row.email) === email)!.person_id;
  const domains = await seedDomainDemos(db, {
    accounts: {
      admin: idOf(demoAccounts[0].email),
      user: idOf(demoAccounts[1].email),
      client: idOf(demoAccounts[2].email),
      guest: idOf(demoAccounts[3].email),
    },
  });
  return { ...summary, domains };
}
