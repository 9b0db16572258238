type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

const LIBRARY = /[\\/]node_modules[\\/]/;

/**
 * Code-splitting groups for what the app's entry imports statically, directly or not: the libraries' modules in a
 * `startup-lib` chunk, the app's own in a `startup` chunk. They all run before the app starts anyway, but Rolldown
 * (1.2) gives the modules that lazy pages share with the entry chunks of their own instead of leaving them in the
 * entry's (rolldown issue 10731): a fresh tab fetched 27 files (1,038 kB), over 6 connections, before the app could
 * start; as one group, 3 (1,039 kB). Two groups (libraries 815 kB, the app 239 kB): Chromium compiles the two files
 * side by side, and the libraries' file keeps its name (and the browser's cache of it) while only the app changes.
 * On this 2-core machine the cold first cards of a 2,000-task board moved from 471-485 to 442-469 ms (three
 * alternated pairs, medians of 9). The libraries' group goes first (`priority`): a group takes the dependencies of
 * its modules with it, so the app's group alone would take the libraries too. The module set is walked once per
 * build (the chunking context is the same object for every module).
 */
export function startupChunks(entry: string) {
  let walked: { graph: ModuleGraph; modules: Set<string> } | undefined;
  const modulesOf = (graph: ModuleGraph) => {
    if (walked?.graph === graph) return walked.modules;
    const modules = new Set<string>();
    const pending = [entry];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (modules.has(id)) continue;
      modules.add(id);
      pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    walked = { graph, modules };
    return modules;
  };
  const group = (name: string, library: boolean, priority: number) => ({
    name: (id: string, graph: ModuleGraph) => (modulesOf(graph).has(id) && LIBRARY.test(id) === library ? name : null),
    priority,
  });
  return [group('startup-lib', true, 2), group('startup', false, 1)];
}
