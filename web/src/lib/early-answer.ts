// The answers a page's HTML started before the app's code ran (web/early-start.ts): each taken once, by the page
// whose URL it was started for.

type EarlyAnswers = Record<string, { variables: Record<string, string>; answer: Promise<unknown> } | undefined>;

declare global {
  interface Window {
    __ft8Early?: EarlyAnswers;
  }
}

/**
 * How long after the page's load an early answer may still be taken: one left untaken (the app went elsewhere first,
 * e.g. to sign in) would be stale by the time a later visit found it.
 */
const MAX_AGE_MS = 15_000;

/** The early answer `name` for these variables, once (later callers read for themselves); undefined if none. */
export function takeEarlyAnswer<Data>(
  name: string,
  variables: Record<string, unknown>,
): Promise<{ data?: Data | null; errors?: unknown[] }> | undefined {
  const early = window.__ft8Early?.[name];
  if (!early) return undefined;
  if (performance.now() > MAX_AGE_MS) {
    delete window.__ft8Early?.[name];
    return undefined;
  }
  const same =
    Object.keys(early.variables).length === Object.keys(variables).length &&
    Object.entries(variables).every(([key, value]) => early.variables[key] === value);
  if (!same) return undefined;
  delete window.__ft8Early?.[name];
  return early.answer as Promise<{ data?: Data | null; errors?: unknown[] }>;
}
