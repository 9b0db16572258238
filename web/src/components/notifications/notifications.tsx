import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';

export type NotificationType = 'success' | 'warning' | 'error' | 'info';
export type Notify = (message: string, type?: NotificationType, status?: number) => void;

type Notification = { key: number; message: string; type: NotificationType };

// Spec part 1 section 8: notifications auto-hide after 7 seconds.
export const NOTIFICATION_AUTO_HIDE_MS = 7000;

const NotifyContext = createContext<Notify | null>(null);

let nextKey = 1;

export function NotificationsProvider({ children }: { children: ReactNode }) {
  // One notification at a time: the rest wait in a queue.
  const [queue, setQueue] = useState<Notification[]>([]);
  const [open, setOpen] = useState(true);
  const current = queue[0];

  const notify = useCallback<Notify>((message, type = 'success', status) => {
    // An error carries "message + status" when the server gave one.
    const text = type === 'error' && status ? `${message} ${status}` : message;
    setQueue((items) => [...items, { key: nextKey++, message: text, type }]);
  }, []);

  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    // Clicking elsewhere does not close a notification (spec section 8).
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  const handleExited = () => {
    setQueue((items) => items.slice(1));
    setOpen(true);
  };

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {current && (
        <Snackbar
          key={current.key}
          open={open}
          autoHideDuration={NOTIFICATION_AUTO_HIDE_MS}
          onClose={handleClose}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          slotProps={{ transition: { onExited: handleExited } }}
        >
          <Alert severity={current.type} variant="filled" onClose={handleClose} sx={{ width: '100%' }}>
            {current.message}
          </Alert>
        </Snackbar>
      )}
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside NotificationsProvider');
  return notify;
}
