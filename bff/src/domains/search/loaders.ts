import type { RestClient } from '../../rest/client.js';
import { nullOn404, perKeyLoader } from '../../rest/loader.js';
import { savedSearchAnswer } from './answers.js';
import type { SavedSearchModel } from './models.js';

export function createSearchLoaders(rest: RestClient) {
  return {
    /**
     * A saved search the signed-in user may see, or null (REST 404: not theirs, or gone). No batch endpoint: one
     * call per distinct id per operation, however many fields ask.
     */
    savedById: perKeyLoader((id: number): Promise<SavedSearchModel | null> =>
      nullOn404(rest.get(`search_history/${id}/`, savedSearchAnswer)),
    ),
  };
}
