import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { ApolloServerPlugin } from '@apollo/server';
import { maxPageSize } from '@ft8/contract/rules';
import {
  GraphQLError,
  Kind,
  specifiedRules,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

export type OperationLimits = {
  /** Nesting of fields: `{ me { id } }` has depth 2; fragments add no level. */
  maxDepth: number;
  /** Aliased fields in one operation, fragments expanded (aliases of `__typename` are free). */
  maxAliases: number;
  /** Fields in one operation, fragments expanded at every spread: a fragment bomb costs what it expands to. */
  maxCost: number;
};

export const defaultLimits: OperationLimits = { maxDepth: 10, maxAliases: 30, maxCost: 500 };

/**
 * The most tokens graphql's parser reads of one document (HTTP and WebSocket): the limits above act on a parsed
 * document, and parsing and validating 900 KB of `me { id }` (90,000 fields, anonymous) held the bff's one thread
 * for 2 s. The web's largest operation has about 460 tokens, and one within the cost limit cannot need more than a few
 * thousand; over this, parsing stops there (a syntax error).
 */
export const maxTokens = 10_000;

/**
 * graphql-armor throws its rejection out of `validate` by default, which Apollo answers with a 500 and which stops
 * the other rules; reported instead, it is one validation error among others (400, GRAPHQL_VALIDATION_FAILED).
 * Its messages start with "Syntax Error: ", which they are not.
 */
const reject = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) =>
      context?.reportError(
        new GraphQLError(error.message.replace(/^Syntax Error: /, ''), {
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        }),
      ),
  ],
};

export function operationLimitRules(limits: OperationLimits = defaultLimits): ValidationRule[] {
  return [
    // The playground's schema introspection (`__schema`) is deep by nature: the rules skip it (schema-access.ts).
    maxDepthRule({ n: limits.maxDepth, flattenFragments: true, ...reject }),
    maxAliasesRule({ n: limits.maxAliases, ...reject }),
    fieldCostRule(limits.maxCost),
  ];
}

/**
 * The fields of each operation, one point each whatever its depth or type, fragments counted at every spread (each
 * fragment's count computed once, so a fragment bomb is counted, not walked); the schema's introspection is free.
 * In place of graphql-armor's cost rule, which multiplies a list's cost by a literal `first`/`last` and has no option
 * not to: `tasks(first: 200) { nodes { id title } }` was refused by the cost limit while the same page asked with
 * `first: $n` passed. Page sizes are limited by `rowsLimitPlugin` below, which knows the variables. The message is
 * armor's.
 */
function fieldCostRule(maxCost: number): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      const fragmentCosts = new Map<string, number>();
      const costOf = (selectionSet: SelectionSetNode, inFragments: ReadonlySet<string>): number => {
        let cost = 0;
        for (const selection of selectionSet.selections) {
          if (selection.kind === Kind.FIELD) {
            if (selection.name.value === '__schema') continue;
            cost += 1 + (selection.selectionSet ? costOf(selection.selectionSet, inFragments) : 0);
          } else if (selection.kind === Kind.INLINE_FRAGMENT) {
            cost += costOf(selection.selectionSet, inFragments);
          } else {
            const name = selection.name.value;
            if (inFragments.has(name)) continue; // a cycle: graphql's NoFragmentCyclesRule reports it
            let fragmentCost = fragmentCosts.get(name);
            if (fragmentCost === undefined) {
              const fragment = context.getFragment(name);
              fragmentCost = fragment ? costOf(fragment.selectionSet, new Set([...inFragments, name])) : 0;
              fragmentCosts.set(name, fragmentCost);
            }
            cost += fragmentCost;
          }
        }
        return cost;
      };
      const cost = costOf(operation.selectionSet, new Set());
      if (cost > maxCost)
        context.reportError(
          new GraphQLError(`Query Cost limit of ${maxCost} exceeded, found ${cost}.`, {
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
          }),
        );
    },
  });
}

/** Every rule an operation must pass: graphql's own and the limits (introspection: see schema-access.ts). */
export function validationRulesFor(limits: OperationLimits): ValidationRule[] {
  return [...specifiedRules, ...operationLimitRules(limits)];
}

/** The most rows one operation may ask for, all its lists together: one largest page (a 10,000-task board). */
export const maxRowsPerOperation = maxPageSize;

type Variables = Readonly<Record<string, unknown>> | undefined;

/** A field's page size (`first` or `last`), from a literal or from the operation's variables. */
function pageSize(field: { arguments?: readonly { name: { value: string }; value: unknown }[] }, variables: Variables) {
  let size: number | undefined;
  for (const argument of field.arguments ?? []) {
    if (argument.name.value !== 'first' && argument.name.value !== 'last') continue;
    const value = argument.value as { kind: Kind; value?: string; name?: { value: string } };
    const given =
      value.kind === Kind.INT
        ? Number(value.value)
        : value.kind === Kind.VARIABLE
          ? variables?.[value.name!.value]
          : undefined;
    if (typeof given === 'number' && Number.isFinite(given)) size = Math.max(size ?? 0, given);
  }
  return size;
}

function rowsIn(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  variables: Variables,
  multiplier: number,
  spread: ReadonlySet<string>,
): number {
  let rows = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const size = pageSize(selection, variables);
      const inner = size === undefined ? multiplier : multiplier * size;
      if (size !== undefined) rows += inner;
      if (selection.selectionSet) rows += rowsIn(selection.selectionSet, fragments, variables, inner, spread);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      rows += rowsIn(selection.selectionSet, fragments, variables, multiplier, spread);
    } else {
      const fragment = fragments.get(selection.name.value);
      if (fragment && !spread.has(fragment.name.value))
        rows += rowsIn(
          fragment.selectionSet,
          fragments,
          variables,
          multiplier,
          new Set([...spread, fragment.name.value]),
        );
    }
  }
  return rows;
}

/**
 * The rows an operation can ask for: each list's `first`/`last`, times those of the lists it sits in, aliases and
 * fragments included, variables given their values. Validation runs before the variables are known (graphql-armor's
 * cost counts only literals), so `people(first: $n)` 29 times over, with n = 10,000, passed it.
 */
export function rowsRequested(document: DocumentNode, operation: OperationDefinitionNode, variables: Variables) {
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [],
    ),
  );
  return rowsIn(operation.selectionSet, fragments, variables, 1, new Set());
}

/** The refusal of an operation that asks for too many rows, or undefined. */
export function rowsRefusal(
  document: DocumentNode,
  operation: OperationDefinitionNode | undefined,
  variables: Variables,
) {
  if (!operation) return undefined;
  const rows = rowsRequested(document, operation, variables);
  if (rows <= maxRowsPerOperation) return undefined;
  return new GraphQLError(`This operation asks for ${rows} rows; at most ${maxRowsPerOperation} in one operation.`, {
    extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
  });
}

/** `rowsRefusal` on the HTTP path, once the operation and its variables are known. */
export const rowsLimitPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ document, operation, request }) {
        const refusal = rowsRefusal(document, operation, request.variables);
        if (refusal) throw refusal;
      },
    };
  },
};
