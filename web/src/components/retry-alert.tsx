import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

type RetryAlertProps = { message: string; onRetry: () => void };

/** What shows in place of data that did not load: why, and Retry (not an empty state, which would read as real). */
export function RetryAlert({ message, onRetry }: RetryAlertProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
