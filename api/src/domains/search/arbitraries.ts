import {
  searchFields,
  singleValueOps,
  subcategoryModes,
  type SearchField,
  type SearchNode,
  type SearchTree,
  type SearchType,
} from '@ft8/contract/search';
import fc from 'fast-check';

/**
 * fast-check arbitraries of the advanced search's trees, for the grammar's and the compiler's tests. `values` may
 * narrow what a field's values are drawn from (the ids a test created, a few numbers), so that random trees match.
 */
export type ValuePools = Partial<Record<string, fc.Arbitrary<string>>>;

const day = fc
  .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/** Any value a field of this kind takes, odd texts included (commas, `&`, `=`, `%`, `~`, non-ASCII). */
const anyValue = (field: SearchField): fc.Arbitrary<string> => {
  switch (field.kind) {
    case 'lookup':
    case 'person':
      return fc.integer({ min: 1, max: 999_999_999 }).map(String);
    case 'number':
      return fc.oneof(
        fc.integer({ min: -1_000_000, max: 1_000_000 }).map(String),
        fc.constantFrom('0', '-0', '99999999999999.9999', '-99999999999999', '0.01', '12.5'),
      );
    case 'date':
      return day;
    case 'boolean':
      return fc.constantFrom('true', 'false');
    case 'text':
      return fc
        .oneof(
          fc.string({ minLength: 1, maxLength: 30 }),
          fc.string({ unit: 'grapheme', minLength: 1, maxLength: 10 }),
          fc.constantFrom('a,b', 'x&y=z', '100%', '%_\\', '~tilde', "o'brien", 'Ünïcødé', 'a+b', '%2C'),
        )
        .filter((text) => text.trim() !== '' && !/[\uD800-\uDFFF]/.test(text));
  }
};

function conditionOf(type: SearchType, pools: ValuePools = {}, fields = searchFields[type]) {
  return fc.constantFrom(...fields).chain((field) =>
    fc
      .record({
        kind: fc.constant('condition' as const),
        field: fc.constant(field.name),
        op: fc.constantFrom(...field.ops),
        negated: fc.boolean(),
        values: fc.constant(pools[field.name] ?? anyValue(field)),
      })
      .chain((node) =>
        (singleValueOps.includes(node.op)
          ? node.values.map((value) => [value])
          : fc.array(node.values, { minLength: 1, maxLength: 4 })
        ).map((values): SearchNode => ({ ...node, values })),
      ),
  );
}

function subcategoryGroupOf(ids: fc.Arbitrary<number> = fc.integer({ min: 1, max: 999_999_999 })) {
  return fc.record({
    kind: fc.constant('subcategories' as const),
    mode: fc.constantFrom(...subcategoryModes),
    values: fc.array(ids, { minLength: 1, maxLength: 4 }),
  });
}

export function treeOf(
  type: SearchType,
  options: {
    pools?: ValuePools;
    fields?: readonly SearchField[];
    subcategories?: fc.Arbitrary<number>;
    max?: number;
  } = {},
): fc.Arbitrary<SearchTree> {
  const condition = conditionOf(type, options.pools, options.fields);
  const node: fc.Arbitrary<SearchNode> =
    type === 'people'
      ? fc.oneof({ weight: 4, arbitrary: condition }, subcategoryGroupOf(options.subcategories))
      : condition;
  return fc.array(node, { maxLength: options.max ?? 4 }).map((nodes) => ({ type, nodes }));
}
