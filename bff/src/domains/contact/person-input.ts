import type { PersonInput } from '../../generated/resolvers.js';

const snake = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const idFields = new Set(['title', 'clientClass', 'legalStatus']);
const idListFields = new Set(['categories', 'subcategories', 'useClasses', 'locations']);

/** A GraphQL `PersonInput` as the REST person request: snake_case keys, ids as numbers; absent fields stay absent. */
export function personRequest(input: PersonInput): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (idFields.has(field)) body[snake(field)] = value === null ? null : Number(value);
    else if (idListFields.has(field)) body[snake(field)] = value === null ? [] : (value as string[]).map(Number);
    else body[snake(field)] = value;
  }
  return body;
}
