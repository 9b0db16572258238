import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONNECTIONS } from './apollo';

describe('the cache policy of paged lists', () => {
  it('covers every Query field of the schema that answers a connection', () => {
    const dir = path.resolve(import.meta.dirname, '../../../schema');
    const fields = readdirSync(dir)
      .filter((file) => file.endsWith('.graphql'))
      .flatMap((file) => {
        const source = readFileSync(path.join(dir, file), 'utf8');
        const query = /(?:extend )?type Query \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
        // A field's name at the start of a line, its arguments, then `: XConnection!`.
        return [...query.matchAll(/^ {2}(\w+)(?:\([\s\S]*?\))?: \w+Connection!/gm)].map((match) => match[1]);
      });
    expect(fields.length).toBeGreaterThan(0);
    expect([...CONNECTIONS].sort()).toEqual(fields.sort());
  });
});
