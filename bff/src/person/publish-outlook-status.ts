import { requireUser } from '../auth/require-user.js';
import type { Context } from '../context.js';
import type { RestOutlookStatus } from '../mappers.js';
import { fetchOutlookStatus } from './loaders.js';
import { outlookTopic } from './outlook-watcher.js';

/** Reads the signed-in user's status afresh and tells their subscribers, on every bff instance. */
export async function publishOutlookStatus(context: Context): Promise<RestOutlookStatus> {
  const user = await requireUser(context);
  const status = await fetchOutlookStatus(context.rest, user.id);
  context.loaders.outlookStatus.clear(user.id).prime(user.id, status);
  await context.pubsub.publish(outlookTopic(user.id), status);
  return status;
}
