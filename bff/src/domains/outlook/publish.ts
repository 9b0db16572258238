import type { Context } from '../../context.js';
import { requireUser } from '../../security/access.js';
import { fetchOutlookStatus } from './loaders.js';
import type { OutlookStatusModel } from './models.js';

/** Reads the signed-in user's status afresh and tells their subscribers, on every bff instance. */
export async function publishOutlookStatus(context: Context): Promise<OutlookStatusModel> {
  const user = await requireUser(context);
  const status = await fetchOutlookStatus(context.rest, user.id);
  context.loaders.outlook.status.clear(user.id).prime(user.id, status);
  context.pubsub.publish('outlookStatus', user.id, status);
  return status;
}
