import type { RestClient } from './client.js';
import { RestError } from './errors.js';

/** `DELETE path` that answers 204: resolves then; any other status is a RestError (400s become userErrors). */
export async function restDelete(rest: RestClient, path: string): Promise<void> {
  const answer = await rest.raw('DELETE', path);
  if (answer.status === 204 || answer.status === 200) return;
  throw new RestError(answer.status, parseBody(answer.text));
}

function parseBody(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return text;
  }
}
