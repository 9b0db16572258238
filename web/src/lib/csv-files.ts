import { csvSafeCell } from '@ft8/contract/rules';
import { stringify } from 'csv-stringify/browser/esm/sync';
/** The bff's file routes (bff/src/domains/contact/csv-routes.ts): CSV import of a list with upload progress, and export. */

/** What `people/importCsv/` and `projects/importCsv/` answer: the created rows and each failed line with why. */
export type ImportResult = {
  created: { id: number }[];
  /** Contacts only: lines that matched an existing contact. */
  duplicate?: number;
  failed_lines: { line: number; reason: string }[];
};

/**
 * Why the server refused the whole file (a 400 `{"file": [..]}`: the header lacks a required column, the file is not
 * CSV), from the failed upload's body; null for any other failure.
 */
export function refusedFileReason(error: unknown): string | null {
  if (!(error instanceof Error) || (error as { status?: number }).status !== 400) return null;
  try {
    const body = JSON.parse(error.message) as { file?: unknown };
    return Array.isArray(body.file) && typeof body.file[0] === 'string' ? body.file[0] : null;
  } catch {
    return null;
  }
}

/** The lists that import CSV files. */
export type ImportList = 'people' | 'projects';

export const IMPORT_ERROR = 'An error occured while importing your CSV';

/** The spec's result message (part 1 section 8). */
export const importMessage = (result: ImportResult) =>
  `Created: ${result.created.length} | Duplicated: ${result.duplicate ?? 0} | Failed: ${result.failed_lines.length}`;

/** Uploads the file with XMLHttpRequest, the one browser API that reports upload progress (0 to 1). */
export function uploadCsv(list: ImportList, file: File, onProgress: (fraction: number) => void): Promise<ImportResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/files/${list}/importCsv`);
    request.withCredentials = true;
    // The bff's upload routes ask for it: a cross-site form cannot send it (CSRF).
    request.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 200) resolve(JSON.parse(request.responseText) as ImportResult);
      else reject(Object.assign(new Error(request.responseText), { status: request.status }));
    };
    request.onerror = () => reject(new Error('network'));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

/**
 * The failed lines as a CSV the user can download (csv-stringify's browser build). Text a spreadsheet would run as a
 * formula (a leading =, +, -, @, tab or carriage return) gets a leading apostrophe, the api's rule for its exports
 * (`csvSafeCell` in contract/src/rules.ts): imported lines' reasons may echo what the file said.
 */
export function failedLinesCsv(result: ImportResult): string {
  return stringify(
    result.failed_lines.map((item) => [item.line, item.reason]),
    { header: true, columns: ['line', 'reason'], cast: { string: csvSafeCell } },
  );
}

export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Exports the selected ids (or all) and downloads the CSV under the server's file name. */
export async function exportCsv(people: string[] | 'all') {
  const response = await fetch('/files/people/exportAll', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ people: people === 'all' ? 'all' : people.map(Number) }),
  });
  if (!response.ok) throw Object.assign(new Error('export failed'), { status: response.status });
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'ft8-contacts.csv';
  downloadBlob(await response.blob(), name);
}
