import type { RestClient } from '../../rest/client.js';
import { nullOn404, perKeyLoader } from '../../rest/loader.js';
import type { CapitalProviderModel } from './models.js';
import { capitalProviderAnswer } from './answers.js';

export function createCapitalProviderLoaders(rest: RestClient) {
  return {
    /** A capital provider's criteria; REST has no batch endpoint: one call per distinct id per operation. */
    byId: perKeyLoader((id: number): Promise<CapitalProviderModel | null> =>
      nullOn404(rest.get(`capital_provider/${id}/`, capitalProviderAnswer)),
    ),
  };
}
