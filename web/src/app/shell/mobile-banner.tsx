import { useState } from 'react';
import Alert from '@mui/material/Alert';

export const MOBILE_BANNER_DISMISSED_KEY = 'mobile-banner-dismissed';

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(MOBILE_BANNER_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Mobile only: recommends the desktop version until dismissed; the dismissal is remembered on the device. */
export function MobileBanner() {
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (dismissed) return null;

  const handleDismiss = () => {
    setDismissed(true);
    try {
      window.localStorage.setItem(MOBILE_BANNER_DISMISSED_KEY, 'true');
    } catch {
      // Private browsing may refuse storage: the banner then returns on the next visit, which is harmless.
    }
  };

  return (
    <Alert severity="info" onClose={handleDismiss} sx={{ borderRadius: 0 }}>
      This product is designed for desktop. For the full experience, please use the desktop version.
    </Alert>
  );
}
