import Type, { type Static, type TObject } from 'typebox';
import { Value } from 'typebox/value';

// The one environment reader of the services (the api's and the bff's `config.ts`): each declares its variables as a
// TypeBox object, all optional, and reads them once at boot; a bad value stops the process with a clear message.

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/**
 * The schema's view of one value. Only plain digits become numbers: "1.5", "1e3" or "0x10" stay strings and fail
 * as "must be integer", where `Value.Convert` would round or parse them. Arrays are comma-separated.
 */
function typed(schema: unknown, value: string): unknown {
  if (Type.IsInteger(schema)) return /^\d+$/.test(value) ? Number(value) : value;
  if (Type.IsArray(schema))
    return value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  return value;
}

/** The variables the schema names, typed and checked. Empty values mean "unset", as in most .env files. */
export function readEnv<S extends TObject>(schema: S, env: Env): Static<S> {
  const properties = schema.properties as Record<string, unknown>;
  const raw = new Map<string, string>();
  for (const [name, value] of Object.entries(env)) {
    if (name in properties && value?.trim()) raw.set(name, value.trim());
  }
  const vars = Object.fromEntries([...raw].map(([name, value]) => [name, typed(properties[name], value)]));
  if (!Value.Check(schema, vars)) {
    const problems = [...Value.Errors(schema, vars)].map((error) => {
      const [name = 'env', ...rest] = error.instancePath.slice(1).split('/');
      const item = rest.length > 0 ? ` (item ${Number(rest[0]) + 1})` : '';
      const got = raw.has(name) ? `, got "${raw.get(name)}"` : '';
      return `${name}${item} ${error.message}${got}`;
    });
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  return vars;
}

/** A URL variable: the schema checks its pattern first; the URL parser can still refuse one (a port over 65535). */
export function envUrl(name: string, raw: string): URL {
  try {
    return new URL(raw);
  } catch {
    throw new ConfigError(`Invalid environment: ${name} must be a URL, got "${raw}"`);
  }
}
