import type { LoaderDeps } from '../../domain.js';
import type { RestClient } from '../../rest/client.js';
import { onceLoader } from '../../rest/loader.js';
import { readReference } from '../../rest/reference-access.js';
import type { LookupsModel } from './models.js';
import { lookupsAnswer, tagsAnswer } from './answers.js';

export function createLookupLoaders(rest: RestClient, { loaders }: LoaderDeps) {
  const loadCaller = () => loaders.auth.me.load('all');
  /** `utils/types/`, cached across requests; once per operation. Rows' lookup fields use it unchecked: the rows
   * themselves came from an authorised call. */
  const readTypes = onceLoader(() => rest.get('utils/types/', lookupsAnswer));
  let arrived: LookupsModel | undefined;
  return {
    /** The `lookups` root field: signed-in callers only. */
    types: onceLoader(() => readReference(rest, loadCaller, 'signedIn', () => readTypes.load('all'))),
    /**
     * Runs `use` on the lookups: at once when they have already arrived in this operation, so that 200 rows'
     * lookup fields resolve without 200 promises each; otherwise when they arrive.
     */
    withTypes<T>(use: (lookups: LookupsModel) => T): T | Promise<T> {
      if (arrived) return use(arrived);
      return readTypes.load('all').then((value) => {
        arrived = value;
        return use(value);
      });
    },
    tags: onceLoader(() =>
      readReference(rest, loadCaller, 'signedIn', async () =>
        (await rest.get('utils/tags/', tagsAnswer)).map((tag) => tag.name),
      ),
    ),
  };
}
