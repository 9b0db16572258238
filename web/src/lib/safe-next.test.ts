import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './safe-next.js';

describe('safeNextPath', () => {
  it('keeps a path inside the app, with its query and hash', () => {
    expect(safeNextPath('/projects/7/tasks?view=board#col-2')).toBe('/projects/7/tasks?view=board#col-2');
    const next = new URL(loginPathFor('/contacts?search=a b'), 'http://app.test').searchParams.get('next');
    expect(safeNextPath(next)).toBe('/contacts?search=a b');
  });

  it('goes home for no path, or one that is not a path of this app', () => {
    for (const next of [null, undefined, '', 'projects', 'https://evil.example/', '//evil.example', '///evil.example'])
      expect(safeNextPath(next)).toBe('/');
  });

  it('refuses backslashes, which browsers read as slashes', () => {
    for (const next of ['/\\evil.example', '/\\\\evil.example', '\\\\evil.example', '/projects\\..\\x'])
      expect(safeNextPath(next)).toBe('/');
    // As it arrives in ?next=: decoded by URLSearchParams.
    expect(safeNextPath(new URLSearchParams('next=%2F%5Cevil.example').get('next'))).toBe('/');
  });

  it('refuses control characters, which browsers drop from URLs', () => {
    for (const next of ['/\t/evil.example', '/\n/evil.example', '/\r/evil.example', '/\u0000x', '/x\u007f'])
      expect(safeNextPath(next)).toBe('/');
  });
});
