/**
 * A tiny validator for REST answers: each check returns the value typed, or throws RestShapeError naming the path.
 * Objects keep only the declared keys, so an unexpected extra field never leaks through the bff.
 */
export type Check<T> = (value: unknown, path: string) => T;
export type Infer<C> = C extends Check<infer T> ? T : never;

export class RestShapeError extends Error {
  override name = 'RestShapeError';
}

function fail(path: string, expected: string, value: unknown): never {
  const got = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  throw new RestShapeError(`${path || 'answer'}: expected ${expected}, got ${got}`);
}

export const str: Check<string> = (value, path) => (typeof value === 'string' ? value : fail(path, 'string', value));

export const bool: Check<boolean> = (value, path) => (typeof value === 'boolean' ? value : fail(path, 'boolean', value));

export const num: Check<number> = (value, path) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fail(path, 'number', value);

/** Money and percentages may come as decimal strings ("65.00") or numbers. */
export const decimal: Check<number> = (value, path) => {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return num(value, path);
};

/** Missing and null both read as null: optional REST fields may be omitted. */
export function nullable<T>(check: Check<T>): Check<T | null> {
  return (value, path) => (value === null || value === undefined ? null : check(value, path));
}

export function optional<T>(check: Check<T>): Check<T | undefined> {
  return (value, path) => (value === undefined ? undefined : check(value, path));
}

export function withDefault<T>(check: Check<T>, fallback: T): Check<T> {
  return (value, path) => (value === null || value === undefined ? fallback : check(value, path));
}

export function arrayOf<T>(check: Check<T>): Check<T[]> {
  return (value, path) => {
    if (!Array.isArray(value)) return fail(path, 'array', value);
    return value.map((item, index) => check(item, `${path}[${index}]`));
  };
}

export const jsonObject: Check<Record<string, unknown>> = (value, path) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : fail(path, 'object', value);

export function object<S extends Record<string, Check<unknown>>>(shape: S): Check<{ [K in keyof S]: Infer<S[K]> }> {
  return (value, path) => {
    const source = jsonObject(value, path);
    const result: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(shape)) {
      result[key] = check(source[key], path ? `${path}.${key}` : key);
    }
    return result as { [K in keyof S]: Infer<S[K]> };
  };
}
