import { csvSafeCell } from '@ft8/contract/rules';
import { stringify } from 'csv-stringify/browser/esm/sync';
import { downloadBlob } from '../../lib/csv-files';
import { criterionLabel, fitOf, reasonsOf, relationWords, type LenderMatchRow } from './lender-match-words';

// The Match Lenders list as CSV, built from the rows on screen; a cell a spreadsheet would run as a formula gets a
// leading apostrophe (`csvSafeCell`, the api's rule for its exports).

const COLUMNS = ['Rank', 'Provider', 'Company', 'Fit', 'Score', 'Misses', 'Meets', 'On Project'];

export function lenderMatchesCsv(rows: readonly LenderMatchRow[]): string {
  return stringify(
    rows.map((row, index) => [
      index + 1,
      row.person.fullName,
      row.company ?? '',
      fitOf(row),
      row.score,
      reasonsOf(row).join('; '),
      row.met.map((criterion) => criterionLabel[criterion]).join('; '),
      relationWords(row.relationState),
    ]),
    { header: true, columns: COLUMNS, cast: { string: csvSafeCell } },
  );
}

/** Downloads the list as `ft8-lender-matches-<project id>.csv`. */
export function downloadLenderMatches(projectId: string, rows: readonly LenderMatchRow[]) {
  downloadBlob(new Blob([lenderMatchesCsv(rows)], { type: 'text/csv' }), `ft8-lender-matches-${projectId}.csv`);
}
