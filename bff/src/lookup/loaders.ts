import type { RestClient } from '../rest/client.js';
import { onceLoader } from '../rest/loader.js';
import { lookupsShape, tagsShape } from '../rest/shapes.js';

export function createLookupLoaders(rest: RestClient) {
  return {
    /** `utils/types/` once per operation: every lookup id on every row resolves through it. */
    lookups: onceLoader(() => rest.get('utils/types/', lookupsShape)),
    tags: onceLoader(async () => (await rest.get('utils/tags/', tagsShape)).map((tag) => tag.name)),
  };
}
