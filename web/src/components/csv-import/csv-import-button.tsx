import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import {
  downloadBlob,
  failedLinesCsv,
  IMPORT_ERROR,
  importMessage,
  refusedFileReason,
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

/** The failed lines the dialog lists; all of them are in the download. */
const LINES_SHOWN = 50;

/**
 * Import CSV for a list: the file is uploaded with progress, the spec's 'Created: n | Duplicated: n | Failed: n'
 * shows as a notification and in a dialog listing each failed line with why (the first 50), all of them to download
 * (per-line results). A file the server refuses whole (no required column) says why in a dialog too.
 */
export function CsvImportButton({ list, failedLinesFile, onImported, size = 'medium' }: CsvImportButtonProps) {
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

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
      setRefused(refusedFileReason(error));
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
      {/* The progress hangs under the button rather than beside it: the toolbar keeps its layout while it shows (beside
          it, 160 px more wrapped the contacts toolbar onto a new line for the length of the import). */}
      <Box sx={{ position: 'relative', display: 'inline-flex' }}>
        <Button size={size} variant="outlined" disabled={progress !== null} onClick={() => input.current?.click()}>
          Import CSV
        </Button>
        {progress !== null && (
          <Stack
            sx={{ position: 'absolute', top: '100%', left: 0, minWidth: '100%', whiteSpace: 'nowrap', zIndex: 1 }}
            role="status"
            aria-label="Importing"
          >
            <LinearProgress variant={progress < 1 ? 'determinate' : 'indeterminate'} value={progress * 100} />
            <Typography variant="caption">
              {progress < 1 ? `Uploading ${Math.round(progress * 100)}%` : 'Importing…'}
            </Typography>
          </Stack>
        )}
      </Box>
      <Dialog open={result !== null} onClose={() => setResult(null)}>
        <DialogTitle>CSV import</DialogTitle>
        <DialogContent>
          <DialogContentText data-testid="import-result">{result && importMessage(result)}</DialogContentText>
          {result && result.failed_lines.length > 0 && (
            <>
              <Typography variant="body2" sx={{ mt: 1 }}>
                {result.failed_lines.length} line{result.failed_lines.length === 1 ? '' : 's'} could not be imported.
              </Typography>
              <List dense aria-label="Failed lines" sx={{ maxHeight: 280, overflowY: 'auto' }}>
                {result.failed_lines.slice(0, LINES_SHOWN).map((item) => (
                  <ListItem key={item.line} disableGutters sx={{ display: 'block', py: 0.25 }}>
                    <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                      Line {item.line}:
                    </Typography>{' '}
                    <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
                      {item.reason}
                    </Typography>
                  </ListItem>
                ))}
              </List>
              {result.failed_lines.length > LINES_SHOWN && (
                <Typography variant="body2" color="text.secondary">
                  And {(result.failed_lines.length - LINES_SHOWN).toLocaleString('en-GB')} more: download the failed
                  lines for all of them.
                </Typography>
              )}
            </>
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
      <Dialog open={refused !== null} onClose={() => setRefused(null)}>
        <DialogTitle>{IMPORT_ERROR}</DialogTitle>
        <DialogContent>
          <DialogContentText data-testid="import-refused">{refused}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setRefused(null)}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
