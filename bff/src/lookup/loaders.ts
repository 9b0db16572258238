import type { RestLookups } from '../mappers.js';
import type { RestClient } from '../rest/client.js';
import { readReference, type LoadCaller } from '../rest/reference-access.js';
import { onceLoader } from '../rest/loader.js';
import { lookupsShape, tagsShape } from '../rest/shapes.js';

export function createLookupLoaders(rest: RestClient, loadCaller: LoadCaller) {
  /** `utils/types/`, cached across requests; once per operation. Rows' lookup fields use it unchecked: the rows
   * themselves came from an authorised call. */
  const readLookups = onceLoader(() => rest.get('utils/types/', lookupsShape));
  let arrived: RestLookups | undefined;
  return {
    /** The `lookups` root field: signed-in callers only. */
    lookups: onceLoader(() => readReference(rest, loadCaller, 'signedIn', () => readLookups.load('all'))),
    /**
     * Runs `use` on the lookups: at once when they have already arrived in this operation, so that 200 rows'
     * lookup fields resolve without 200 promises each; otherwise when they arrive.
     */
    withLookups<T>(use: (lookups: RestLookups) => T): T | Promise<T> {
      if (arrived) return use(arrived);
      return readLookups.load('all').then((value) => {
        arrived = value;
        return use(value);
      });
    },
    tags: onceLoader(() =>
      readReference(rest, loadCaller, 'signedIn', async () => (await rest.get('utils/tags/', tagsShape)).map((tag) => tag.name)),
    ),
  };
}
