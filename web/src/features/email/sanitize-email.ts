import DOMPurify from 'dompurify';

// Mail HTML is untrusted (ARCHITECTURE.md, Mail): scripts, event handlers, javascript: links and forms are removed by
// DOMPurify; remote images are kept aside until the reader asks for them; links open in a new window.

const BLOCKED_SRC = 'data-blocked-src';
const remote = /^(https?:)?\/\//i;

export type SanitizedEmail = { html: string; blockedImages: number };

export function sanitizeEmail(html: string, { showImages }: { showImages: boolean }): SanitizedEmail {
  let blockedImages = 0;
  const purify = DOMPurify();
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG' && !showImages) {
      const src = node.getAttribute('src') ?? '';
      if (remote.test(src)) {
        node.setAttribute(BLOCKED_SRC, src);
        node.removeAttribute('src');
        node.removeAttribute('srcset');
        blockedImages += 1;
      }
    }
  });
  const clean = purify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    ADD_ATTR: ['target'],
  });
  return { html: clean, blockedImages };
}
