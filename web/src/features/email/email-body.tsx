import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { EmailFrame } from './email-frame';
import { emailDocument, sanitizeEmail } from './sanitize-email';

/** Spec part 2 section 9: an email body preview collapses at 75 px. */
export const COLLAPSED_HEIGHT = 75;

type EmailBodyProps = { html: string; collapsible?: boolean };

/**
 * A message's body, sanitized and shown in its own sandboxed frame (email-frame.tsx); nothing from elsewhere loads
 * until 'Show images'.
 */
export function EmailBody({ html, collapsible = true }: EmailBodyProps) {
  const [showImages, setShowImages] = useState(false);
  const [expanded, setExpanded] = useState(!collapsible);
  const [height, setHeight] = useState(0);
  const clean = useMemo(() => sanitizeEmail(html), [html]);
  const srcDoc = useMemo(() => emailDocument(clean.html, { showImages }), [clean.html, showImages]);
  return (
    <Box>
      {clean.hasRemoteContent && !showImages && (
        <Button size="small" onClick={() => setShowImages(true)}>
          Show images
        </Button>
      )}
      <Box sx={{ overflow: 'hidden', maxHeight: expanded ? 'none' : COLLAPSED_HEIGHT }}>
        <EmailFrame srcDoc={srcDoc} onHeight={setHeight} />
      </Box>
      {!expanded && height > COLLAPSED_HEIGHT + 1 && (
        <Button size="small" onClick={() => setExpanded(true)}>
          Show more...
        </Button>
      )}
    </Box>
  );
}
