import {
  parseSearchQuery,
  searchFields,
  searchOpLabel,
  searchQuerySegment,
  searchTypes,
  serializeSearchQuery,
} from '@ft8/contract/search';
import fc from 'fast-check';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import { treeOf } from './arbitraries.js';
import { compiledFields, compileSearch } from './compile.js';

// The grammar (contract/src/search-grammar.ts) and the compiler's coverage of the catalog, without a database.
const seed = Number(process.env.FUZZ_SEED ?? 20261206);
const compileOnly = new Kysely<object>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('the search grammar', () => {
  it.each(searchTypes)('gives back every %s tree it wrote, through its path segment too', (type) => {
    fc.assert(
      fc.property(treeOf(type), (tree) => {
        const query = serializeSearchQuery(tree);
        expect(parseSearchQuery(type, query)).toEqual({ ok: true, tree });
        expect(decodeURIComponent(searchQuerySegment(tree))).toBe(query);
      }),
      { seed, numRuns: 400 },
    );
  });

  it('never throws on any text, and what it accepts it writes back the same', () => {
    const pieces = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('&', '=', ',', '~', '__', '%', '%2C', '%ZZ', 'gt', 'orfkey', 'subcategories__OR', 'max_ltv'),
      fc.constantFrom(...searchFields.people.map((field) => field.name)),
    );
    fc.assert(
      fc.property(fc.constantFrom(...searchTypes), fc.array(pieces, { maxLength: 12 }), (type, parts) => {
        const query = parts.join('');
        const parsed = parseSearchQuery(type, query);
        if (parsed.ok) expect(parseSearchQuery(type, serializeSearchQuery(parsed.tree))).toEqual(parsed);
        else expect(parsed.error.length).toBeGreaterThan(0);
      }),
      { seed, numRuns: 2000 },
    );
  });

  it.each([
    ['nope=1', 'unknown field "nope"'],
    ['max_ltv__gt=abc', '"abc" is not a number'],
    ['max_ltv__lt=1e5', 'not a number'],
    ['profile_type__icontains=1', 'does not take the condition "icontains"'],
    ['categories__between=1', 'unknown condition "between"'],
    ['max_ltv__gt=1,2', 'takes one value'],
    ['categories__orfkey=1,,2', 'a value is empty'],
    ['title=%E0%A4%A', 'percent-encoded'],
    ['~subcategories__OR=1', 'NOTAND or NOTOR'],
    ['subcategories__XOR=1', 'AND, OR, NOTAND or NOTOR'],
    ['profile_type', 'field=value'],
  ])('refuses %s, naming the term', (term, reason) => {
    const parsed = parseSearchQuery('people', `profile_type=2&${term}`);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error).toContain(reason);
      expect(parsed.error).toContain(term.slice(0, 10));
    }
  });

  it('refuses an empty term and a field of another type', () => {
    expect(parseSearchQuery('people', 'profile_type=2&')).toMatchObject({ ok: false });
    expect(parseSearchQuery('tasks', 'max_ltv=2')).toEqual({
      ok: false,
      error: '"max_ltv=2": unknown field "max_ltv" for tasks',
    });
    expect(parseSearchQuery('projects', 'subcategories__OR=2')).toMatchObject({ ok: false });
  });
});

describe('the field catalog', () => {
  it.each(searchTypes)('has a compiler and labels for every %s field and condition', (type) => {
    expect(compiledFields(type).sort()).toEqual(searchFields[type].map((field) => field.name).sort());
    for (const field of searchFields[type])
      for (const op of field.ops)
        for (const negated of [false, true]) expect(searchOpLabel(field, op, negated)).not.toBe('');
  });

  it.each(searchTypes)('compiles every %s tree, values as parameters only', (type) => {
    fc.assert(
      fc.property(treeOf(type), (tree) => {
        const compiled = compileSearch(tree).compile(compileOnly);
        const values = tree.nodes.flatMap((node) => (node.kind === 'condition' ? node.values : []));
        // (Words such as `true` or `lower` are the statement's own.)
        for (const value of values.filter((text) => text.length > 3 && !/^[a-z_]+$/i.test(text)))
          expect(compiled.sql).not.toContain(value);
      }),
      { seed, numRuns: 100 },
    );
  });
});
