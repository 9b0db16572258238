import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';

export type NotificationType = 'success' | 'warning' | 'error' | 'info';
export type Notify = (message: string, type?: NotificationType, status?: number) => void;

type Notification = { key: number; message: string; type: NotificationType };

// Spec part 1 section 8: notifications auto-hide after 7 seconds.
export const NOTIFICATION_AUTO_HIDE_MS = 7000;

const NotifyContext = createContext<Notify | null>(null);
/** Closes the notification shown if it is this message (with or without its status). */
type Withdraw = (message: string) => void;
const WithdrawContext = createContext<Withdraw | null>(null);

let nextKey = 1;

export function NotificationsProvider({ children }: { children: ReactNode }) {
  // One notification at a time (spec part 2 section 4): a new one takes the place of the one shown. Queued behind it,
  // an earlier error ('fill in all required fields') stayed up to 7 s after the retry succeeded, and the message
  // about what had just happened waited behind it.
  const [{ current, open }, setState] = useState<{ current: Notification | null; open: boolean }>({
    current: null,
    open: false,
  });

  const notify = useCallback<Notify>((message, type = 'success', status) => {
    // An error carries "message + status" when the server gave one.
    const text = type === 'error' && status ? `${message} ${status}` : message;
    setState({ current: { key: nextKey++, message: text, type }, open: true });
  }, []);

  // A refusal the user has since put right (a required field filled, the save then went through): its message no
  // longer holds, so it goes instead of staying up to 7 s beside the result.
  const withdraw = useCallback<Withdraw>(
    (message) =>
      setState((state) =>
        state.open &&
        state.current &&
        (state.current.message === message || state.current.message.startsWith(`${message} `))
          ? { ...state, open: false }
          : state,
      ),
    [],
  );

  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    // Clicking elsewhere does not close a notification (spec section 8).
    if (reason === 'clickaway') return;
    setState((state) => ({ ...state, open: false }));
  };

  const handleExited = () => setState((state) => (state.open ? state : { current: null, open: false }));

  return (
    <NotifyContext.Provider value={notify}>
      <WithdrawContext.Provider value={withdraw}>{children}</WithdrawContext.Provider>
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

/** `withdraw(message)`: closes the notification shown when it is that message (see the provider). */
export function useWithdrawNotification(): Withdraw {
  const withdraw = useContext(WithdrawContext);
  if (!withdraw) throw new Error('useWithdrawNotification must be used inside NotificationsProvider');
  return withdraw;
}
