import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { exampleTabs } from '../../playground/examples.js';
import { buildSchema } from '../schema.js';

// The playground's example tabs (bff/playground/examples.ts) are operations a newcomer runs first: each one is valid
// against the schema as it is now, so a schema change that breaks one fails here.
describe('the playground examples', () => {
  const schema = buildSchema();
  it.each(exampleTabs.map((tab) => [/(?:query|mutation|subscription) (\w+)/.exec(tab.query)?.[1] ?? '?', tab]))(
    '%s is valid against the schema, with JSON variables',
    (_name, tab) => {
      expect(validate(schema, parse(tab.query)).map((error) => error.message)).toEqual([]);
      expect(() => JSON.parse(tab.variables) as unknown).not.toThrow();
    },
  );
});
