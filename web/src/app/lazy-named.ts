import { lazy, type ComponentType } from 'react';

/** React.lazy for a named export, so pages keep named exports and still split into their own chunk. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy itself takes ComponentType<any>
export function lazyNamed<K extends string, M extends Record<K, ComponentType<any>>>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
