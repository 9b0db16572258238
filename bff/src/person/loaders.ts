import DataLoader from 'dataloader';
import type { RestCapitalProvider, RestOutlookStatus, RestPerson } from '../mappers.js';
import type { RestClient } from '../rest/client.js';
import { readReference, type LoadCaller } from '../rest/reference-access.js';
import { nullOn404, onceLoader, perKeyLoader } from '../rest/loader.js';
import { capitalProviderShape, organisationsShape, outlookStatusShape, pageShape, personShape } from '../rest/shapes.js';

/** `?id=` lists go in the URL: keep a batch well inside common URL limits. */
const MAX_IDS_PER_CALL = 200;

export function fetchOutlookStatus(rest: RestClient, personId: number): Promise<RestOutlookStatus> {
  return rest.get(`people/${personId}/outlook_status/`, outlookStatusShape);
}

export function createPersonLoaders(rest: RestClient, loadCaller: LoadCaller) {
  /** Rows this operation already holds (a list page): later by-id reads use them instead of another call. */
  const known = new Map<number, RestPerson>();
  return {
    /** Remembers rows without a promise each (DataLoader's `prime` makes one per row). */
    rememberPeople(people: readonly RestPerson[]): void {
      for (const person of people) known.set(person.id, person);
    },
    /** People by id, batched through `GET people/?id=1,2,3`; null for ids the api does not return. */
    people: new DataLoader<number, RestPerson | null>(
      async (ids) => {
        const missing = ids.filter((id) => !known.has(id));
        if (missing.length > 0) {
          const page = await rest.get('people/', pageShape(personShape), { id: missing.join(','), limit: missing.length });
          for (const person of page.results) known.set(person.id, person);
        }
        return ids.map((id) => known.get(id) ?? null);
      },
      { maxBatchSize: MAX_IDS_PER_CALL },
    ),
    /** One contact with notes (`PersonDetail`); null on 404. */
    personDetail: perKeyLoader((id: number) => nullOn404(rest.get(`people/${id}/`, personShape))),
    capitalProvider: perKeyLoader(
      (id: number): Promise<RestCapitalProvider | null> => nullOn404(rest.get(`capital_provider/${id}/`, capitalProviderShape)),
    ),
    outlookStatus: perKeyLoader((personId: number) => fetchOutlookStatus(rest, personId)),
    /** Company names: reference data for staff (the api's rule), possibly from the shared HTTP cache. */
    organisations: onceLoader(() =>
      readReference(rest, loadCaller, 'staff', () => rest.get('people/organisations/', organisationsShape)),
    ),
  };
}
