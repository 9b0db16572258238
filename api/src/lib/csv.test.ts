import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { csvRecords, repeatedColumns } from './csv.js';

/** The records csvRecords reads from bytes that arrive in the given chunks. */
async function records(...chunks: number[][]) {
  const read: string[][] = [];
  for await (const { record } of csvRecords(Readable.from(chunks.map((chunk) => Buffer.from(chunk))), { bom: true }))
    read.push(record);
  return read;
}
const bytes = (text: string) => [...Buffer.from(text, 'utf8')];

describe('csvRecords', () => {
  it('reads UTF-8, a character split between chunks too, and drops a BOM', async () => {
    const text = bytes('name\nZoë £\n');
    const split = text.indexOf(0xc3) + 1; // between the two bytes of ë
    expect(await records(text.slice(0, split), text.slice(split))).toEqual([['name'], ['Zoë £']]);
    expect(await records([0xef, 0xbb], [0xbf, ...bytes('name\nZoë\n')])).toEqual([['name'], ['Zoë']]);
  });

  it('reads bytes that are not UTF-8 as windows-1252, wherever the first of them falls', async () => {
    // 0xEB is ë, 0xA3 £, 0x80 €, 0x9C œ in windows-1252.
    const line = [0x5a, 0x6f, 0xeb, 0x20, 0xa3, 0x80, 0x9c, 0x0a];
    expect(await records([...bytes('name\n'), ...line])).toEqual([['name'], ['Zoë £€œ']]);
    // After thousands of lines of ASCII; with ë last in a chunk (it could begin a UTF-8 character); last in the file.
    const ascii = bytes('plain\n'.repeat(5_000));
    expect((await records(ascii, line)).at(-1)).toEqual(['Zoë £€œ']);
    expect(await records([...bytes('name\nZo'), 0xeb], bytes('\n'))).toEqual([['name'], ['Zoë']]);
    expect(await records([...bytes('name\nZo'), 0xeb])).toEqual([['name'], ['Zoë']]);
  });
});

describe('repeatedColumns', () => {
  it('names the header cells that map to one column, and nothing when each is named once', () => {
    expect(repeatedColumns(['A', 'b', 'x', 'x'], ['a', 'b', undefined, undefined])).toBeUndefined();
    expect(repeatedColumns([' A ', 'b', 'a'], ['a', 'b', 'a'])).toBe(
      'The CSV header names the same column more than once: "A" and "a". Keep one of each and import the file again.',
    );
  });
});
