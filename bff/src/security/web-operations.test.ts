import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  Kind,
  concatAST,
  parse,
  validate,
  visit,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { bffRoot } from '../config.js';
import { buildSchema } from '../schema.js';
import { defaultLimits, validationRulesFor } from './operation-limits.js';

// Every operation the web app sends must pass the limits the bff enforces: the staff dashboard once asked for
// `projects(first: 200)`, which the cost rule answered with a 400 (cost 2,611 of 500) and the page showed as empty.

const webSource = path.resolve(bffRoot, '../web/src');

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : graphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

const typename: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/** As Apollo Client sends it: `__typename` in every selection set below the operation's root. */
function withTypenames(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet: (node, _key, parent) => {
      if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      const has = node.selections.some(
        (selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename',
      );
      return has ? undefined : { ...node, selections: [...node.selections, typename] };
    },
  });
}

const documents = concatAST(graphqlFiles(webSource).map((file) => parse(readFileSync(file, 'utf8'))));
const fragments = documents.definitions.filter(
  (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
);
const operations = documents.definitions.filter(
  (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
);
// Each operation goes alone with every fragment, so the rule for unused fragments does not apply.
const rules = validationRulesFor(defaultLimits).filter((rule) => rule.name !== 'NoUnusedFragmentsRule');
const schema = buildSchema();

describe("the web app's operations", () => {
  it('are found', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it.each(operations.map((operation) => [operation.name?.value ?? '(anonymous)', operation] as const))(
    '%s passes the schema and the operation limits',
    (_name, operation) => {
      const document = withTypenames({ kind: Kind.DOCUMENT, definitions: [operation, ...fragments] });
      expect(validate(schema, document, rules).map((error) => error.message)).toEqual([]);
    },
  );
});
