import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

type BuildValidator = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']
>;
/**
 * The compiler factory as Fastify calls it: @fastify/ajv-compiler's types say its compile function takes a schema,
 * where Fastify gives it the route (`schema`, `httpPart`, ...).
 */
type Factory = (
  externalSchemas: Record<string, unknown>,
  options: { customOptions?: Record<string, unknown> },
) => (route: { schema: unknown; httpPart?: string }) => Validate;
type Validate = ((data: unknown, context?: unknown) => boolean) & {
  errors?: AjvError[] | null;
  schemaEnv?: unknown;
};
type AjvError = { keyword: string; instancePath: string; schemaPath: string; params: Record<string, unknown> };

/** The value at an ajv instance path ("/items/0/name"). */
function valueAt(data: unknown, instancePath: string): unknown {
  let value = data;
  for (const segment of instancePath.split('/').slice(1)) {
    const key = segment.replace(/~1/g, '/').replace(/~0/g, '~');
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

/**
 * A JSON value ajv would convert but DRF refuses: `true` for a number or a string (ajv makes it 1 or "true"), null
 * for a field that does not take it (ajv makes it 0 or ""), one value for a list (ajv wraps it), a one-item list for
 * a value (ajv unwraps it). Numbers for strings
 * and numeric strings for numbers are converted, as DRF does.
 */
function refused(error: AjvError, data: unknown): AjvError | null {
  if (error.keyword !== 'type') return null;
  // No body at all stays the converting validator's ("Expected a dictionary").
  if (error.instancePath === '') return null;
  const value = valueAt(data, error.instancePath);
  if (value === null) return { ...error, keyword: 'null' };
  const expected = String(error.params.type).split(',');
  if (typeof value === 'boolean' && !expected.includes('boolean')) return error;
  if (expected.includes('array') && !Array.isArray(value)) return error;
  // ajv unwraps a one-item list for a value (`{"title": ["a"]}` was stored as "a").
  if (Array.isArray(value) && !expected.includes('array')) return error;
  return null;
}

/**
 * Fastify's ajv compiler (@fastify/ajv-compiler, its default options, and ours), with one change for JSON bodies:
 * ajv's type conversion, which suits the query string (all text) and DRF's numeric strings, also turned `{"ids":
 * [true]}` into draft 1 and `{"first_name": true}` into "true". A body is first checked without conversion; a
 * value DRF would refuse (`refused`) is a 400 with DRF's message, and nothing is converted or written.
 */
export function bodyAwareValidator(): BuildValidator {
  const compilers = AjvCompiler() as unknown as Factory;
  const build: Factory = (externalSchemas, options) => {
    const converting = compilers(externalSchemas, options);
    const strict = compilers(externalSchemas, {
      ...options,
      customOptions: { ...options.customOptions, coerceTypes: false, useDefaults: false, removeAdditional: false },
    });
    return (route) => {
      const validate = converting(route);
      if (route.httpPart !== 'body') return validate;
      const check = strict(route);
      const guarded: Validate = Object.assign(
        (data: unknown, context?: unknown) => {
          if (!check(data)) {
            const errors = (check.errors ?? []).flatMap((error) => refused(error, data) ?? []);
            if (errors.length > 0) {
              guarded.errors = errors;
              return false;
            }
          }
          const valid = validate(data, context);
          guarded.errors = validate.errors ?? null;
          return valid;
        },
        // Fastify gives ajv the body's parent (to convert the body itself) when the function says it is ajv's.
        { schemaEnv: validate.schemaEnv, errors: null },
      );
      return guarded;
    };
  };
  return build as unknown as BuildValidator;
}
