// Where to go after signing in: only a path inside this app, never another site. Browsers read '\' as '/' and drop
// tabs and newlines from URLs, so '/\evil.example' and '/\t/evil.example' lead off-site as '//evil.example' does.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const OFF_SITE = /[\\\u0000-\u001f\u007f]/;

export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || OFF_SITE.test(next)) return '/';
  return next;
}

export function loginPathFor(wanted: string): string {
  return wanted === '/' ? '/login' : `/login?next=${encodeURIComponent(wanted)}`;
}
