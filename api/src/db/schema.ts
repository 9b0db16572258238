import type { DB } from './generated.js';

// The tables' types are generated from the migrated database (generated.ts, `pnpm --filter api db:types`); these are
// the names the code uses for them.
export type Database = DB;
export type PersonTable = DB['person'];
