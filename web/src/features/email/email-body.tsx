import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { sanitizeEmail } from './sanitize-email';

/** Spec part 2 section 9: an email body preview collapses at 75 px. */
export const COLLAPSED_HEIGHT = 75;

type EmailBodyProps = { html: string; collapsible?: boolean };

/**
 * A message's body, sanitized. `contain: paint` keeps positioned content (CSS that would cover the page) inside the
 * body's box; remote images wait for 'Show images'.
 */
export function EmailBody({ html, collapsible = true }: EmailBodyProps) {
  const [showImages, setShowImages] = useState(false);
  const [expanded, setExpanded] = useState(!collapsible);
  const [overflows, setOverflows] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const clean = useMemo(() => sanitizeEmail(html, { showImages }), [html, showImages]);
  useLayoutEffect(() => {
    if (box.current) setOverflows(box.current.scrollHeight > COLLAPSED_HEIGHT + 1);
  }, [clean.html]);
  return (
    <Box>
      {clean.blockedImages > 0 && (
        <Button size="small" onClick={() => setShowImages(true)}>
          Show images
        </Button>
      )}
      <Box
        ref={box}
        data-testid="email-body"
        sx={{
          position: 'relative',
          contain: 'paint',
          overflow: 'hidden',
          overflowWrap: 'anywhere',
          maxHeight: expanded ? 'none' : COLLAPSED_HEIGHT,
          '& img': { maxWidth: '100%' },
        }}
        dangerouslySetInnerHTML={{ __html: clean.html }}
      />
      {!expanded && overflows && (
        <Button size="small" onClick={() => setExpanded(true)}>
          Show more...
        </Button>
      )}
    </Box>
  );
}
