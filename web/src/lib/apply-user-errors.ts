import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** The `userErrors { field message }` every BFF mutation payload carries. */
export type UserError = { readonly field?: string | null; readonly message: string };

/** Where a form shows an error that belongs to no field: its one inline alert. */
export const SERVER_ERROR = 'root.serverError' as const;

/**
 * Puts a mutation's userErrors on the form: each on its field when the form has that field, the rest (field null or
 * unknown to the form) on `root.serverError`. Only the first error per place is kept, so a failure shows once.
 * Returns how many errors were applied.
 */
export function applyUserErrors<T extends FieldValues>(
  userErrors: readonly UserError[] | null | undefined,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): number {
  const seen = new Set<string>();
  let focused = false;
  for (const { field, message } of userErrors ?? []) {
    const name = field && (fields as readonly string[]).includes(field) ? (field as Path<T>) : SERVER_ERROR;
    if (seen.has(name)) continue;
    seen.add(name);
    // Focus the first field in error, as a browser-side validation failure would.
    const shouldFocus: boolean = !focused && name !== SERVER_ERROR;
    focused ||= shouldFocus;
    setError(name, { type: 'server', message }, { shouldFocus });
  }
  return seen.size;
}
