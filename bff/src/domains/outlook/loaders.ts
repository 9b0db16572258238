import type { RestClient } from '../../rest/client.js';
import { perKeyLoader } from '../../rest/loader.js';
import type { OutlookStatusModel } from './models.js';
import { outlookStatusAnswer } from './answers.js';

export function fetchOutlookStatus(rest: RestClient, personId: number): Promise<OutlookStatusModel> {
  return rest.get(`people/${personId}/outlook_status/`, outlookStatusAnswer);
}

export function createOutlookLoaders(rest: RestClient) {
  return { status: perKeyLoader((personId: number) => fetchOutlookStatus(rest, personId)) };
}
