import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The bff's domains register themselves (domain.ts): only their list, `domains/index.ts`, names them (and the
// generated resolver types, which codegen.ts points at each domain's models). Between domains, imports go one way.

const src = path.resolve(import.meta.dirname, '..');
const domainsDir = path.join(src, 'domains');

/** Every TypeScript file of the bff's source with the files it imports (relative imports, resolved). */
function imports(): { file: string; imported: string[] }[] {
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.startsWith(`generated${path.sep}`))
    .map((file) => {
      const absolute = path.join(src, file);
      const source = readFileSync(absolute, 'utf8');
      const imported = [...source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map(([, specifier]) =>
        path.resolve(path.dirname(absolute), specifier!),
      );
      return { file: absolute, imported };
    });
}

/** The domain folder a file belongs to, if any. */
function domainOf(file: string): string | undefined {
  const relative = path.relative(domainsDir, file);
  if (relative.startsWith('..')) return undefined;
  const [domain, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? domain : undefined;
}

describe('the domains of the bff', () => {
  it('are named by their list alone: app.ts, http/ and the rest of the bff import no domain', () => {
    // The one exception: the access checks ask who is signed in, which is the auth domain's.
    const allowed = (file: string, target: string) =>
      path.relative(src, file).startsWith(`security${path.sep}`) && domainOf(target) === 'auth';
    const naming = imports()
      .filter(({ file }) => domainOf(file) === undefined && file !== path.join(domainsDir, 'index.ts'))
      .flatMap(({ file, imported }) =>
        imported
          .filter((target) => domainOf(target) && !allowed(file, target))
          .map((target) => `${path.relative(src, file)} -> ${path.relative(src, target)}`),
      );
    expect(naming).toEqual([]);
  });

  it('import each other one way: no circle between domain folders', () => {
    const edges = new Map<string, Set<string>>();
    for (const { file, imported } of imports()) {
      const from = domainOf(file);
      if (!from) continue;
      for (const target of imported) {
        const to = domainOf(target);
        if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
      }
    }
    expect(edges.size).toBeGreaterThan(0);
    // Depth-first: a domain reached again while still on the path closes a circle.
    const circles: string[] = [];
    const done = new Set<string>();
    const visit = (domain: string, trail: string[]) => {
      if (trail.includes(domain))
        return void circles.push([...trail.slice(trail.indexOf(domain)), domain].join(' -> '));
      if (done.has(domain)) return;
      for (const next of edges.get(domain) ?? []) visit(next, [...trail, domain]);
      done.add(domain);
    };
    for (const domain of edges.keys()) visit(domain, []);
    expect(circles).toEqual([]);
  });
});
