import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { getNamedType, isObjectType, type GraphQLSchema } from 'graphql';

const DOMAINS = 'bff/src/domains';

/**
 * GraphQL type `X` -> `XModel` of the domain's `models.ts` that exports it: `bff/src/domains/<domain>/models.ts` are
 * read for `export type|interface XModel`, so a new domain needs no edit here. Paths are relative to the generated file.
 */
function domainMappers(): Record<string, string> {
  const mappers: Record<string, string> = {};
  for (const domain of readdirSync(path.join(import.meta.dirname, DOMAINS)).sort()) {
    let source: string;
    try {
      source = readFileSync(path.join(import.meta.dirname, DOMAINS, domain, 'models.ts'), 'utf8');
    } catch {
      continue; // a domain without GraphQL types of its own
    }
    for (const [, name] of source.matchAll(/^export (?:type|interface) (\w+)Model\b/gm)) {
      if (mappers[name!]) throw new Error(`${name}Model is exported by two domains (${mappers[name!]} and ${domain})`);
      mappers[name!] = `../domains/${domain}/models.js#${name}Model`;
    }
  }
  return mappers;
}

/**
 * The numeric enums each domain declares in `bff/src/domains/<domain>/enums.ts` (`numericEnums`, and `XValue` per enum
 * `X`): served with their REST numbers as internal values, and mapped to `XValue` because without a mapper
 * typescript-resolvers types numeric-valued enums as `null` (a codegen quirk). A new domain needs no edit here.
 */
async function domainEnums(): Promise<{
  values: Record<string, Record<string, number>>;
  mappers: Record<string, string>;
}> {
  const values: Record<string, Record<string, number>> = {};
  const mappers: Record<string, string> = {};
  for (const domain of readdirSync(path.join(import.meta.dirname, DOMAINS)).sort()) {
    const file = path.join(import.meta.dirname, DOMAINS, domain, 'enums.ts');
    if (!existsSync(file)) continue;
    const { numericEnums } = (await import(file)) as { numericEnums: Record<string, Record<string, number>> };
    for (const [name, enumValues] of Object.entries(numericEnums)) {
      if (values[name]) throw new Error(`enum ${name} is declared by two domains (${mappers[name]} and ${domain})`);
      values[name] = enumValues;
      mappers[name] = `../domains/${domain}/enums.js#${name}Value`;
    }
  }
  return { values, mappers };
}

const enums = await domainEnums();

/**
 * What the web's cache policy (web/src/lib/apollo.ts) needs of the schema, so that a new domain's lists and values need
 * no edit there: the Query fields that answer a connection (`XConnection`), and the types marked `@embedded` (values
 * kept inside the object that holds them, whatever their `id`).
 */
function cachePolicy(schema: GraphQLSchema): string {
  const connections = Object.values(schema.getQueryType()?.getFields() ?? {})
    .filter((field) => getNamedType(field.type).name.endsWith('Connection'))
    .map((field) => field.name)
    .sort();
  const embedded = Object.values(schema.getTypeMap())
    .filter((type) => isObjectType(type) && type.astNode?.directives?.some((use) => use.name.value === 'embedded'))
    .map((type) => type.name)
    .sort();
  return [
    '/** The Query fields that answer a connection: each gets the paged-list cache policy. */',
    `export const CONNECTIONS = ${JSON.stringify(connections)} as const;`,
    '',
    '/** The types marked `@embedded` in the schema: kept inside the object that holds them, not by id. */',
    `export const EMBEDDED_TYPES = ${JSON.stringify(embedded)} as const;`,
    '',
  ].join('\n');
}

// One codegen config for the workspace: resolver types for the bff, typed documents for the web client.
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  documents: 'web/src/**/*.graphql',
  ignoreNoDocuments: true,
  // `./codegen.ts` names this file's own plugin, `cachePolicy` (a path, so that knip reads it as no package); every
  // other name loads its package.
  pluginLoader: async (name) => (name === './codegen.ts' ? { plugin: cachePolicy } : import(name)),
  generates: {
    'bff/src/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context.js#Context',
        // Each domain's `models.ts` names the value behind its GraphQL types, its `enums.ts` its numeric enums.
        mapperTypeSuffix: '',
        mappers: { ...domainMappers(), ...enums.mappers },
        enumValues: enums.values,
        scalars: { DateTime: 'string', Date: 'string', JSON: 'unknown' },
      },
    },
    'web/src/generated/graphql.ts': {
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        avoidOptionals: { field: true, inputValue: false },
        defaultScalarType: 'unknown',
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Date: 'string', JSON: 'unknown' },
      },
    },
    'web/src/generated/cache-policy.ts': { plugins: ['./codegen.ts'] },
  },
};

export default config;
