import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyHelmetOptions } from '@fastify/helmet';

type Directives = Record<string, string[]>;

/** The same on every page: no plugins, no `<base>` rewriting links, no other site framing the page. */
const COMMON: Directives = {
  'default-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  // 'self' covers the page's own ws:/wss: socket (CSP 3; Chromium, Firefox, Safari 15.4+).
  'connect-src': ["'self'"],
};

/**
 * The web app's policy. Scripts: its own files and the inline early-start script of index.html by hash, nothing else.
 * Styles inline too: MUI's emotion writes `<style>` elements at run time (a nonce would mean templating index.html per
 * request and handing it to emotion), and a mail's frame (a srcdoc frame inherits this policy) styles with `style`
 * attributes, which no hash or nonce covers. Images: the app's own, `data:` (inline images in a mail), and `https:`
 * because 'Show images' in a mail frame can load no more than this page allows; the frame's own policy narrows it to
 * `data:` until the reader asks. Frames: the mail frames are about:srcdoc, which frame-src does not govern.
 */
export function appDirectives(scriptHashes: string[]): Directives {
  return {
    ...COMMON,
    'script-src': ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
  };
}

/**
 * GraphiQL's policy: its editor (Monaco) runs in workers (one built from a blob: URL), inlines its icon font and
 * images as data: URLs, and injects styles; index.html has one inline `<style>`.
 */
export const playgroundDirectives: Directives = {
  ...COMMON,
  'script-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
};

/** `sha256-…` of each inline `<script>` of a built page, as a policy names it. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes!)) continue;
    hashes.push(`sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}`);
  }
  return hashes;
}

/** Helmet's options with a page's policy: the rest of helmet's defaults, with framing and referrer as before. */
export function helmetOptions(directives: Directives): FastifyHelmetOptions {
  return {
    // Spelled out in full: helmet's defaults add upgrade-insecure-requests, which breaks the app over plain http.
    contentSecurityPolicy: { useDefaults: false, directives },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
  };
}

/** The web app's headers, its policy hashing the inline scripts of the built index.html (none when not built). */
export async function webAppHelmetOptions(webDist: string): Promise<FastifyHelmetOptions> {
  const html = await readFile(path.join(webDist, 'index.html'), 'utf8').catch(() => '');
  return helmetOptions(appDirectives(inlineScriptHashes(html)));
}
