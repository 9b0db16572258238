// `pnpm db:types`: src/db/generated.ts, kysely-codegen's reading of a database with every migration applied. The
// database is a throwaway in-memory PGlite (real PostgreSQL), so no server is needed and the output is the same
// everywhere; `db:types:check` regenerates and fails if the committed file differs.
import { fileURLToPath } from 'node:url';
import { generate, PostgresDialect as CodegenPostgresDialect } from 'kysely-codegen';
import { migrate } from './migrate.js';
import { openDatabase } from './open-database.js';

const outFile = fileURLToPath(new URL('./generated.ts', import.meta.url));

const handle = await openDatabase({ pgliteDir: 'memory://' });
try {
  await migrate(handle.db);
  await generate({
    // The same Kysely at run time; kysely-codegen's CommonJS types see kysely's CommonJS declarations instead of the ESM ones.
    db: handle.db as unknown as Parameters<typeof generate>[0]['db'],
    // As open-database.ts reads them: DATE columns stay 'YYYY-MM-DD' strings, numerics strings.
    dialect: new CodegenPostgresDialect({ dateParser: 'string', numericParser: 'string' }),
    outFile,
    typeOnlyImports: true,
    overrides: {
      columns: {
        // What the database cannot say: a generated column is never written, the prefs are JSON objects, and a
        // password token's kind is one of two words (a check constraint).
        'person.full_name': 'ColumnType<string, never, never>',
        'person.dup_first_company': 'ColumnType<string, never, never>',
        'person.dup_last_company': 'ColumnType<string, never, never>',
        'person.dup_names': 'ColumnType<string, never, never>',
        'person_email.dup_email': 'ColumnType<string, never, never>',
        'person_phone.dup_digits': 'ColumnType<string | null, never, never>',
        'person.table_column_prefs': 'ColumnType<Record<string, unknown>, string | undefined, string>',
        'person.sorting_prefs': 'ColumnType<Record<string, unknown>, string | undefined, string>',
        'password_token.kind': '"reset" | "invite"',
      },
    },
  });
} finally {
  await handle.close();
}
