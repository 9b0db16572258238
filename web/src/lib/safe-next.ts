// Where to go after signing in: only a path inside this app, never another site ('//evil.example').
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return '/';
  return next;
}

export function loginPathFor(wanted: string): string {
  return wanted === '/' ? '/login' : `/login?next=${encodeURIComponent(wanted)}`;
}
