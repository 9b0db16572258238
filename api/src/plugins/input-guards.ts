import fp from 'fastify-plugin';
import { fieldErrors, notFound } from '../http-error.js';

const nulMessage = 'Null characters are not allowed.';
const int4 = { minimum: -2147483648, maximum: 2147483647 };

type Schema = Record<string, unknown>;

const surrogateMessage = 'Unpaired surrogate characters are not allowed.';
// Text PostgreSQL refuses to store: NUL, and UTF-16 halves without their pair (invalid in jsonb and text alike).
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why PostgreSQL would refuse to store this text (DRF's message), or null: NUL, or a lone UTF-16 surrogate. */
export const textProblem = (text: string): string | null =>
  text.includes('\u0000') ? nulMessage : loneSurrogate.test(text) ? surrogateMessage : null;

/** The first unstorable text anywhere inside a value (strings, array items, object keys and values). */
const problemIn = (value: unknown): string | null => {
  if (typeof value === 'string') return textProblem(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = problemIn(item);
      if (problem) return problem;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const problem = textProblem(key) ?? problemIn(item);
      if (problem) return problem;
    }
  }
  return null;
};

/** DRF's field errors for every top-level field (query, path or body) holding a NUL or a lone surrogate inside it. */
export function nulErrors(...sources: unknown[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const source of sources) {
    if (source === null || source === undefined) continue;
    if (typeof source !== 'object' || Array.isArray(source)) {
      const problem = problemIn(source);
      if (problem) errors.non_field_errors = [problem];
      continue;
    }
    for (const [field, value] of Object.entries(source)) {
      const keyProblem = textProblem(field);
      if (keyProblem) errors.non_field_errors = [keyProblem];
      else {
        const problem = problemIn(value);
        if (problem) errors[field] = [problem];
      }
    }
  }
  return errors;
}

const notFinite = (value: unknown): boolean =>
  typeof value === 'number'
    ? !Number.isFinite(value)
    : Array.isArray(value)
      ? value.some(notFinite)
      : value !== null && typeof value === 'object' && Object.values(value).some(notFinite);

/**
 * Fields holding a number that is not finite after validation. JSON cannot carry one, so it came from type
 * coercion: Ajv turns the string "1e309" into Infinity, accepts it as an integer and skips its range check for
 * non-finite numbers (PostgreSQL then refuses "Infinity").
 */
export function nonFiniteFields(source: unknown): string[] {
  if (source === null || typeof source !== 'object') return [];
  return Object.entries(source)
    .filter(([, value]) => notFinite(value))
    .map(([field]) => field);
}

/** A copy of a JSON schema whose integers without bounds get PostgreSQL's `integer` range. */
export function withIntegerBounds(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withIntegerBounds);
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: Schema = {};
  for (const [key, value] of Object.entries(schema as Schema)) {
    // `properties` maps names to schemas; everything else that holds schemas is walked the same way.
    copy[key] =
      key === 'properties' && value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([name, item]) => [name, withIntegerBounds(item)]))
        : withIntegerBounds(value);
  }
  const types = Array.isArray(copy.type) ? copy.type : [copy.type];
  if (types.includes('integer')) {
    copy.minimum ??= int4.minimum;
    copy.maximum ??= int4.maximum;
  }
  return copy;
}

/**
 * Input that PostgreSQL refuses must be a 400, never a 500, on every route:
 * - a NUL character in any query, path or body string (text and jsonb cannot hold it), as DRF's CharField does;
 * - an integer outside `integer`'s range (ids, offsets, ...): schemas get the bounds unless they set their own;
 * - a number that coercion made infinite ("1e309").
 */
export const inputGuardsPlugin = fp(
  async (fastify) => {
    fastify.addHook('onRoute', (route) => {
      if (!route.schema) return;
      for (const part of ['querystring', 'params', 'body'] as const) {
        if (route.schema[part]) route.schema[part] = withIntegerBounds(route.schema[part]);
      }
    });

    // preValidation: after parsing, before the schema (whose type coercion could hide a NUL in a number's place).
    fastify.addHook('preValidation', async (request) => {
      const errors = nulErrors(request.query, request.params, request.body);
      if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    });

    // preHandler: after validation and its coercion; before the routes' own preHandlers (the sign-in throttle).
    fastify.addHook('preHandler', async (request) => {
      if (nonFiniteFields(request.params).length > 0) throw notFound();
      const fields = [...nonFiniteFields(request.query), ...nonFiniteFields(request.body)];
      if (fields.length > 0)
        throw fieldErrors(Object.fromEntries(fields.map((field) => [field, ['A valid number is required.']])));
    });
  },
  { name: 'input-guards' },
);
