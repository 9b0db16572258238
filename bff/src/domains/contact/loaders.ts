import DataLoader from 'dataloader';
import type { LoaderDeps } from '../../domain.js';
import type { RestClient } from '../../rest/client.js';
import { nullOn404, onceLoader, perKeyLoader } from '../../rest/loader.js';
import { readReference } from '../../rest/reference-access.js';
import type { PersonModel } from './models.js';
import { organisationsAnswer, personDetailAnswer, personPageAnswer } from './answers.js';

/** `?id=` lists go in the URL: keep a batch well inside common URL limits. */
const MAX_IDS_PER_CALL = 200;

export function createContactLoaders(rest: RestClient, { loaders }: LoaderDeps) {
  /** Rows this operation already holds (a list page): later by-id reads use them instead of another call. */
  const known = new Map<number, PersonModel>();
  return {
    /** Remembers rows without a promise each (DataLoader's `prime` makes one per row). */
    remember(people: readonly PersonModel[]): void {
      for (const person of people) known.set(person.id, person);
    },
    /** People by id, batched through `GET people/?id=1,2,3`; null for ids the api does not return. */
    byId: new DataLoader<number, PersonModel | null>(
      async (ids) => {
        const missing = ids.filter((id) => !known.has(id));
        if (missing.length > 0) {
          const page = await rest.get('people/', personPageAnswer, { id: missing.join(','), limit: missing.length });
          for (const person of page.results) known.set(person.id, person);
        }
        return ids.map((id) => known.get(id) ?? null);
      },
      { maxBatchSize: MAX_IDS_PER_CALL },
    ),
    /** One contact with notes (`PersonDetail`); null on 404. */
    detail: perKeyLoader((id: number) => nullOn404(rest.get(`people/${id}/`, personDetailAnswer))),
    /** Company names: reference data for staff (the api's rule), possibly from the shared HTTP cache. */
    organisations: onceLoader(() =>
      readReference(
        rest,
        () => loaders.auth.me.load('all'),
        'staff',
        () => rest.get('people/organisations/', organisationsAnswer),
      ),
    ),
  };
}
