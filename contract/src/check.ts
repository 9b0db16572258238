import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import Value from 'typebox/value';

export type { Static };

/**
 * A compiled check of a REST answer against its schema: the list of mismatches, empty when the answer fits. Keys
 * the schema does not name count as mismatches too (JSON Schema allows them; a contract check should not).
 */
export function answerCheck<T extends TSchema>(schema: T) {
  const validator = Compile(schema);
  return (value: unknown): string[] => {
    if (!validator.Check(value))
      return validator.Errors(value).map((error) => `${error.instancePath || '/'} ${error.message}`);
    const known = Value.Clean(schema, structuredClone(value));
    return unexpectedKeys(value, known, '');
  };
}

/** Paths present in `value` but dropped from `known` (the same value cleaned of keys its schema does not name). */
function unexpectedKeys(value: unknown, known: unknown, path: string): string[] {
  if (typeof value !== 'object' || value === null || typeof known !== 'object' || known === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key in known
      ? unexpectedKeys(child, (known as Record<string, unknown>)[key], `${path}/${key}`)
      : [`${path}/${key} is not in the contract`],
  );
}
