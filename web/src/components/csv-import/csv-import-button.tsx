import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import {
  downloadBlob,
  failedLinesCsv,
  IMPORT_ERROR,
  importMessage,
  uploadCsv,
  type ImportList,
  type ImportResult,
} from '../../lib/csv-files';
import { useNotify } from '../notifications/notifications';

type CsvImportButtonProps = {
  list: ImportList;
  /** The failed lines' file name, e.g. 'ft8-projects-failed-lines.csv'. */
  failedLinesFile: string;
  /** After an import that created rows: the list reads itself again. */
  onImported: () => void | Promise<void>;
  size?: 'small' | 'medium';
};

/**
 * Import CSV for a list: the file is uploaded with progress, the spec's 'Created: n | Duplicated: n | Failed: n'
 * shows as a notification and in a dialog with the failed lines to download (per-line results).
 */
export function CsvImportButton({ list, failedLinesFile, onImported, size = 'medium' }: CsvImportButtonProps) {
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    try {
      const answer = await uploadCsv(list, file, setProgress);
      notify(importMessage(answer), 'success');
      setResult(answer);
      await onImported();
    } catch (error) {
      notify(IMPORT_ERROR, 'error', (error as { status?: number }).status);
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        data-testid={`import-csv-input-${list}`}
        onChange={(event) => void importFile(event.target.files?.[0])}
      />
      <Button size={size} variant="outlined" disabled={progress !== null} onClick={() => input.current?.click()}>
        Import CSV
      </Button>
      {progress !== null && (
        <Stack sx={{ minWidth: 160 }} role="status" aria-label="Importing">
          <Typography variant="caption">
            {progress < 1 ? `Uploading ${Math.round(progress * 100)}%` : 'Importing…'}
          </Typography>
          <LinearProgress variant={progress < 1 ? 'determinate' : 'indeterminate'} value={progress * 100} />
        </Stack>
      )}
      <Dialog open={result !== null} onClose={() => setResult(null)}>
        <DialogTitle>CSV import</DialogTitle>
        <DialogContent>
          <DialogContentText data-testid="import-result">{result && importMessage(result)}</DialogContentText>
          {result && result.failed_lines.length > 0 && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {result.failed_lines.length} line{result.failed_lines.length === 1 ? '' : 's'} could not be imported.
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          {result && result.failed_lines.length > 0 && (
            <Button
              onClick={() => downloadBlob(new Blob([failedLinesCsv(result)], { type: 'text/csv' }), failedLinesFile)}
            >
              Download failed lines
            </Button>
          )}
          <Button variant="contained" onClick={() => setResult(null)}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
