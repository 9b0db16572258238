import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError, specifiedRules, type ValidationContext, type ValidationRule } from 'graphql';

export type OperationLimits = {
  /** Nesting of fields: `{ me { id } }` has depth 2; fragments add no level. */
  maxDepth: number;
  /** Aliased fields in one operation, fragments expanded (aliases of `__typename` are free). */
  maxAliases: number;
  /**
   * Fields in one operation, fragments expanded at every spread: a fragment bomb costs what it expands to. A literal
   * `first`/`last` argument multiplies the cost of its list (graphql-armor's rule; variables are unknown here).
   */
  maxCost: number;
};

export const defaultLimits: OperationLimits = { maxDepth: 10, maxAliases: 30, maxCost: 500 };

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
    // One point per field whatever its depth or type, so that the limit reads as a number of fields.
    costLimitRule({
      maxCost: limits.maxCost,
      objectCost: 1,
      scalarCost: 1,
      depthCostFactor: 1,
      flattenFragments: true,
      ...reject,
    }),
  ];
}

/** Every rule an operation must pass: graphql's own and the limits (introspection: see schema-access.ts). */
export function validationRulesFor(limits: OperationLimits): ValidationRule[] {
  return [...specifiedRules, ...operationLimitRules(limits)];
}
