// Initial JavaScript of the built web app: the entry script plus what index.html preloads, gzipped.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function initialJsGzipBytes(distDir: string): number {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)) files.add(match[1]!);
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(join(distDir, file.replace(/^\//, '')))).length;
  return total;
}
