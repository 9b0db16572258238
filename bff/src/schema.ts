import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { baseResolvers } from './base/resolvers.js';
import { bffRoot } from './config.js';
import { domains } from './domains/index.js';

/** Schema-first: the SDL in `schema/` is the source of truth; codegen types the resolvers against it. */
export const schemaDir = path.resolve(bffRoot, '../schema');

export function buildSchema(dir: string = schemaDir): GraphQLSchema {
  const typeDefs = readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(path.join(dir, file), 'utf8'));
  return makeExecutableSchema({
    typeDefs,
    resolvers: [baseResolvers, ...domains.flatMap((domain) => domain.resolvers)],
    // A resolver for a field the schema does not have is a typo: fail at boot.
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
