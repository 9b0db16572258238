import { downloadBlob } from '../../lib/csv-files';

/** Which projects to export: the selected ids, or all that match the list's search and status filter. */
export type ProjectExport = { ids: readonly string[] } | { search: string; statusIds: readonly string[] };

/** The request body of the bff's `POST /files/projects/exportAll` (REST `POST projects/exportAll/`). */
export function projectExportBody(which: ProjectExport) {
  if ('ids' in which) return { projects: which.ids.map(Number) };
  return {
    projects: 'all' as const,
    ...(which.search && { search: which.search }),
    ...(which.statusIds.length > 0 && { status: which.statusIds.join(',') }),
  };
}

/** Exports the projects and downloads the CSV under the server's file name (`ft8-projectsYYYYMMDD.csv`). */
export async function exportProjects(which: ProjectExport) {
  const response = await fetch('/files/projects/exportAll', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(projectExportBody(which)),
  });
  if (!response.ok) throw Object.assign(new Error('export failed'), { status: response.status });
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'ft8-projects.csv';
  downloadBlob(await response.blob(), name);
}
