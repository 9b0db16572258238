import type { Context } from '../context.js';
import type { RestCurrentUser } from '../mappers.js';
import { unauthenticated } from '../rest/errors.js';

export async function requireUser(context: Context): Promise<RestCurrentUser> {
  const user = await context.loaders.me.load('all');
  if (!user) throw unauthenticated();
  return user;
}
