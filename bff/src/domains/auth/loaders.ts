import type { RestClient } from '../../rest/client.js';
import { RestError } from '../../rest/errors.js';
import { onceLoader } from '../../rest/loader.js';
import type { CurrentUserModel } from './models.js';
import { currentUserAnswer } from './answers.js';

/** The signed-in user, or null without a token or with one the api no longer accepts (a stale cookie). */
export async function fetchMe(rest: RestClient): Promise<CurrentUserModel | null> {
  if (!rest.token) return null;
  try {
    return await rest.get('auth/me/', currentUserAnswer);
  } catch (error) {
    if (error instanceof RestError && error.status === 401) return null;
    throw error;
  }
}

export function createAuthLoaders(rest: RestClient) {
  return { me: onceLoader(() => fetchMe(rest)) };
}
