import { downloadBlob } from '../../lib/csv-files';
import { filterVariables, type ActivityFilters } from './activity-filters-model';

/** Spec section 8: the activity export's failure message (with the HTTP status, as every error notification). */
export const EXPORT_FAILED = 'An error occured while exporting activity';

/**
 * The body of the bff's `POST /files/activity/exportAll` (REST `POST activity/exportAll/`): the selected entries, or
 * all that the filters keep when none is selected (spec: "export (selected rows, or all if none selected)").
 */
export function activityExportBody(selected: readonly string[], filters: ActivityFilters) {
  return { actions: selected.length ? selected.map(Number) : ('all' as const), ...filterVariables(filters) };
}

/** Exports and downloads the CSV under the server's file name (the date, `YYYYMMDD.csv`). */
export async function exportActivity(selected: readonly string[], filters: ActivityFilters) {
  const response = await fetch('/files/activity/exportAll', {
    method: 'POST',
    credentials: 'same-origin',
    // The bff's file routes refuse a POST without it (CSRF).
    headers: { 'content-type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(activityExportBody(selected, filters)),
  });
  if (!response.ok) throw Object.assign(new Error('export failed'), { status: response.status });
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'activity.csv';
  downloadBlob(await response.blob(), name);
}
