import DOMPurify from 'dompurify';

// Mail HTML is untrusted (ARCHITECTURE.md, Mail): scripts, event handlers, javascript: links and forms are removed by
// DOMPurify; remote images are kept aside until the reader asks for them; links open in a new window.

const BLOCKED_SRC = 'data-blocked-src';
const remote = /^\s*(https?:)?\/\//i;
/** A srcset with at least one remote candidate (candidates are separated by commas). */
const remoteInSrcset = /(^|,)\s*(https?:)?\/\//i;
/** A CSS declaration that loads a remote resource: `url(//…)` or `url("https://…")`, or an `@import`-style string. */
const remoteCss = /[^;]*url\(\s*(['"]?)\s*(https?:)?\/\/[^;]*;?/gi;

/**
 * Attributes through which a message loads something from elsewhere when it is shown: each a sender can use as a
 * read receipt (a tracking pixel), so each waits for 'Show images' as `<img src>` does.
 */
const remoteAttributes: Record<string, (value: string) => boolean> = {
  src: (value) => remote.test(value),
  srcset: (value) => remoteInSrcset.test(value),
  background: (value) => remote.test(value),
  poster: (value) => remote.test(value),
};

export type SanitizedEmail = { html: string; blockedImages: number };

export function sanitizeEmail(html: string, { showImages }: { showImages: boolean }): SanitizedEmail {
  let blockedImages = 0;
  const purify = DOMPurify();
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (showImages) return;
    let blocked = false;
    for (const [name, isRemote] of Object.entries(remoteAttributes)) {
      const value = node.getAttribute(name);
      if (value === null || !isRemote(value)) continue;
      if (name === 'src' && node.tagName === 'IMG') node.setAttribute(BLOCKED_SRC, value);
      node.removeAttribute(name);
      blocked = true;
    }
    const style = node.getAttribute('style');
    if (style && remoteCss.test(style)) {
      remoteCss.lastIndex = 0;
      node.setAttribute('style', style.replace(remoteCss, ''));
      blocked = true;
    }
    remoteCss.lastIndex = 0;
    if (blocked) blockedImages += 1;
  });
  const clean = purify.sanitize(html, {
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'object',
      'embed',
      'link',
      'meta',
    ],
    ADD_ATTR: ['target'],
  });
  return { html: clean, blockedImages };
}
