import type { RestClient } from '../../rest/client.js';
import { perKeyLoader } from '../../rest/loader.js';
import type { OutlookStatusModel } from './models.js';
import { outlookStatusAnswer } from './answers.js';

/** The status; with `wait`, the api answers when it differs from `known` (its long poll, api/README.md). */
export function fetchOutlookStatus(
  rest: RestClient,
  personId: number,
  wait?: { known: string; wait: string },
): Promise<OutlookStatusModel> {
  return rest.get(`people/${personId}/outlook_status/`, outlookStatusAnswer, wait);
}

export function createOutlookLoaders(rest: RestClient) {
  return { status: perKeyLoader((personId: number) => fetchOutlookStatus(rest, personId)) };
}
