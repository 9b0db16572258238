import DOMPurify from 'dompurify';

// Mail HTML is untrusted (ARCHITECTURE.md, Mail). DOMPurify removes scripts, event handlers, javascript: links and
// forms; the body is then shown in a sandboxed frame whose own Content-Security-Policy loads nothing from elsewhere
// until the reader asks for images (email-frame.tsx). The browser enforces that, however a URL is spelled: a pattern
// here could not (backslashes, tabs, CSS escapes, SVG `<image>` and `<feImage>`, image-set() all passed one).

/** Attributes that name something to load, wherever they are (`href` only off links: SVG `<image>`, `<feImage>`). */
const LOADING_ATTRIBUTES = ['src', 'srcset', 'background', 'poster', 'href', 'xlink:href'];
const LINKS = new Set(['a', 'area']);
/** Loads nothing: an inline image, a part of this message, a fragment. */
const inert = /^\s*(data:|cid:|#|$)/i;
/** CSS that may load something: url(), image-set(), or an escape that could spell either. */
const loadingCss = /url\s*\(|image-set\s*\(|\\/i;

export type SanitizedEmail = {
  html: string;
  /** Whether the message refers to something to load (an image, a background): 'Show images' is offered then. */
  hasRemoteContent: boolean;
};

export function sanitizeEmail(html: string): SanitizedEmail {
  let hasRemoteContent = false;
  const purify = DOMPurify();
  purify.addHook('afterSanitizeAttributes', (node) => {
    const name = node.nodeName.toLowerCase();
    // HTML and SVG links alike: a new window that cannot reach back to the app.
    if (LINKS.has(name)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    // Only to offer 'Show images': the frame's policy blocks what this misses.
    const refersOut =
      LOADING_ATTRIBUTES.some((attribute) => {
        if (LINKS.has(name) && attribute.endsWith('href')) return false;
        const value = node.getAttribute(attribute);
        return value !== null && !inert.test(value);
      }) || loadingCss.test(node.getAttribute('style') ?? '');
    if (refersOut) hasRemoteContent = true;
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
      'base',
    ],
    ADD_ATTR: ['target'],
  });
  return { html: clean, hasRemoteContent };
}

/**
 * The frame's policy: nothing from elsewhere, images only inline, until the reader asks for images; then https
 * images and the app's own (the editors' public images). An http: image asked for is fetched over https, as the
 * page's own policy allows https: images only (so on a plain-http development server the app's own images show in
 * the editors, not in the mail frame).
 */
export function emailPolicy(showImages: boolean): string {
  return [
    "default-src 'none'",
    `img-src ${showImages ? "'self' https: data: cid:" : 'data: cid:'}`,
    "style-src 'unsafe-inline'",
    ...(showImages ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

const FRAME_STYLE =
  'html,body{margin:0}body{display:flow-root;font-family:Roboto,Helvetica,Arial,sans-serif;font-size:14px;' +
  'line-height:1.43;overflow-wrap:anywhere}img{max-width:100%;height:auto}';

/**
 * The frame's whole document around sanitized HTML: its policy first (a meta policy applies to what follows it),
 * links to a new window, no DNS look-ups ahead of a click.
 */
export function emailDocument(cleanHtml: string, { showImages }: { showImages: boolean }): string {
  return (
    '<!doctype html><html><head><meta charset="utf-8">' +
    `<meta http-equiv="Content-Security-Policy" content="${emailPolicy(showImages)}">` +
    '<meta http-equiv="x-dns-prefetch-control" content="off">' +
    `<base target="_blank"><style>${FRAME_STYLE}</style></head><body>${cleanHtml}</body></html>`
  );
}
