import { readdir } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** What a domain's demo seed gets: the demo accounts (admin, user, client, guest) by role. */
export type DemoContext = { accounts: { admin: number; user: number; client: number; guest: number } };
export type DomainDemo = (db: Kysely<Database>, context: DemoContext) => Promise<string>;

const domainsDir = new URL('../domains/', import.meta.url);

/**
 * Runs each domain's demo seed (`domains/<domain>/demo.ts`, `export const seedDemo: DomainDemo`) after the demo
 * contacts, in folder order, so that a new domain brings its own demo data without editing the seed. Answers what
 * each one said it seeded.
 */
export async function seedDomainDemos(db: Kysely<Database>, context: DemoContext): Promise<string[]> {
  const dirs = (await readdir(domainsDir, { withFileTypes: true })).filter((entry) => entry.isDirectory());
  const done: string[] = [];
  for (const dir of dirs.map((entry) => entry.name).sort()) {
    const file = new URL(`${dir}/demo.ts`, domainsDir);
    const found = await readdir(new URL(`${dir}/`, domainsDir));
    if (!found.includes('demo.ts')) continue;
    const { seedDemo } = (await import(file.href)) as { seedDemo: DomainDemo };
    done.push(`${dir}: ${await seedDemo(db, context)}`);
  }
  return done;
}
