import type { Context } from '../context.js';
import { unauthenticated } from '../rest/errors.js';
import type { CurrentUserModel } from '../domains/auth/models.js';

export async function requireUser(context: Context): Promise<CurrentUserModel> {
  const user = await context.loaders.auth.me.load('all');
  if (!user) throw unauthenticated();
  return user;
}

/** Admin and User: the firm's staff (the api's `staff` access). */
export { isStaffProfileType as isStaffProfile } from '@ft8/contract/rules';
