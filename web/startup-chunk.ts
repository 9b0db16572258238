type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * A code-splitting group's name function: every module the app's entry imports statically, directly or not, goes to
 * one `startup` chunk. They all run before the app starts anyway, but Rolldown (1.2) gives the modules that lazy pages
 * share with the entry chunks of their own instead of leaving them in the entry's (rolldown issue 10731): a fresh tab
 * fetched 27 files (1,038 kB), over 6 connections, before the app could start; now 3 (1,039 kB). The module set is
 * walked once per build (the chunking context is the same object for every module).
 */
export function startupChunk(entry: string) {
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
  return (id: string, graph: ModuleGraph) => (modulesOf(graph).has(id) ? 'startup' : null);
}
