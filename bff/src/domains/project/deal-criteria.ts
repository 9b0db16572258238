import type { ProjectInput, UserError } from '../../generated/resolvers.js';

// Lender matching (extension): the deal's optional criteria in a project's REST body (`total_cost`, `gdv`, `term`,
// `is_sharia`, `location`); `lender-match/project-fields.ts` reads them back on `Project`.

const isId = (id: string) => /^[1-9]\d{0,8}$/.test(id);

/**
 * The input's deal criteria as REST's body: only those given (absent stays absent, null clears); a location that is
 * not an id is a `userErrors` entry on `locationId`.
 */
export function dealCriteriaBody(input: ProjectInput, errors: UserError[]): Record<string, unknown> {
  const body: Record<string, unknown> = {
    total_cost: input.totalCost,
    gdv: input.gdv,
    term: input.term,
    is_sharia: input.isSharia,
  };
  if (input.locationId === null) body.location = null;
  else if (input.locationId !== undefined) {
    if (isId(input.locationId)) body.location = Number(input.locationId);
    else errors.push({ field: 'locationId', message: 'A valid integer is required.' });
  }
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  return body;
}
