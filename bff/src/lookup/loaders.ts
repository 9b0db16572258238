import type { RestLookups } from '../mappers.js';
import type { RestClient } from '../rest/client.js';
import { onceLoader } from '../rest/loader.js';
import { lookupsShape, tagsShape } from '../rest/shapes.js';

export function createLookupLoaders(rest: RestClient) {
  /** `utils/types/` once per operation: every lookup id on every row resolves through it. */
  const lookups = onceLoader(() => rest.get('utils/types/', lookupsShape));
  let arrived: RestLookups | undefined;
  return {
    lookups,
    /**
     * Runs `use` on the lookups: at once when they have already arrived in this operation, so that 200 rows'
     * lookup fields resolve without 200 promises each; otherwise when they arrive.
     */
    withLookups<T>(use: (lookups: RestLookups) => T): T | Promise<T> {
      if (arrived) return use(arrived);
      return lookups.load('all').then((value) => {
        arrived = value;
        return use(value);
      });
    },
    tags: onceLoader(async () => (await rest.get('utils/tags/', tagsShape)).map((tag) => tag.name)),
  };
}
