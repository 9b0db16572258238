import DataLoader from 'dataloader';
import { RestError } from './errors.js';

/** A loader for a resource without a batch endpoint: one call per distinct key, de-duplicated per operation. */
export function perKeyLoader<K, V>(load: (key: K) => Promise<V>): DataLoader<K, V> {
  return new DataLoader<K, V>(async (keys) =>
    Promise.all(keys.map((key) => load(key).catch((error: unknown) => toError(error)))),
  );
}

/** A loader for a resource read once per operation (lookups, tags, the signed-in user). */
export function onceLoader<V>(load: () => Promise<V>): DataLoader<'all', V> {
  return new DataLoader<'all', V>(async (keys) => {
    const value = await load();
    return keys.map(() => value);
  });
}

/** REST 404 means "no such thing": the field is null, not an error. */
export async function nullOn404<V>(promise: Promise<V>): Promise<V | null> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof RestError && error.status === 404) return null;
    throw error;
  }
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
