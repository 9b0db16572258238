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
  /** Nesting of fields: `{ me { id } }` has depth 2. */
  maxDepth: number;
  /** Aliased fields in one operation, fragments expanded. */
  maxAliases: number;
  /** Fields in one operation, fragments expanded at every spread: a fragment bomb costs what it expands to. */
  maxCost: number;
};

export const defaultLimits: OperationLimits = { maxDepth: 10, maxAliases: 30, maxCost: 500 };

type Measure = { depth: number; aliases: number; cost: number };

// The playground's schema introspection is deep by nature; production keeps it for staff (schema-access.ts).
const INTROSPECTION_ROOTS = new Set(['__schema', '__type']);

/** Walks one operation; stops once the cost passes `budget`, so a fragment bomb cannot make validation slow. */
function measure(operation: OperationDefinitionNode, fragments: Map<string, FragmentDefinitionNode>, budget: number): Measure {
  const result: Measure = { depth: 0, aliases: 0, cost: 0 };
  const visit = (selectionSet: SelectionSetNode, depth: number, spreads: Set<string>): void => {
    for (const selection of selectionSet.selections) {
      if (result.cost > budget) return;
      if (selection.kind === Kind.FIELD) {
        if (INTROSPECTION_ROOTS.has(selection.name.value)) continue;
        result.cost += 1;
        if (selection.alias) result.aliases += 1;
        result.depth = Math.max(result.depth, depth + 1);
        if (selection.selectionSet) visit(selection.selectionSet, depth + 1, spreads);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet, depth, spreads);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // Cycles are reported by graphql's own NoFragmentCycles rule; here they are just not followed.
        if (!fragment || spreads.has(name)) continue;
        spreads.add(name);
        visit(fragment.selectionSet, depth, spreads);
        spreads.delete(name);
      }
    }
  };
  visit(operation.selectionSet, 0, new Set());
  return result;
}

const measures = new WeakMap<DocumentNode, Map<OperationDefinitionNode, Measure>>();

/** Measured once per document, shared by the three rules. */
function measuresOf(document: DocumentNode, budget: number): Map<OperationDefinitionNode, Measure> {
  const cached = measures.get(document);
  if (cached) return cached;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const result = new Map<OperationDefinitionNode, Measure>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) result.set(definition, measure(definition, fragments, budget));
  }
  measures.set(document, result);
  return result;
}

function limitRule(
  limits: OperationLimits,
  exceeded: (measure: Measure) => string | null,
): ValidationRule {
  return (context: ValidationContext) => ({
    OperationDefinition(operation) {
      const found = measuresOf(context.getDocument(), limits.maxCost).get(operation);
      const message = found ? exceeded(found) : null;
      if (message) {
        context.reportError(
          new GraphQLError(message, { nodes: [operation], extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }),
        );
      }
    },
  });
}

export function operationLimitRules(limits: OperationLimits = defaultLimits): ValidationRule[] {
  return [
    limitRule(limits, ({ depth }) =>
      depth > limits.maxDepth ? `The operation is nested too deeply: ${depth} levels, at most ${limits.maxDepth}.` : null,
    ),
    limitRule(limits, ({ aliases }) =>
      aliases > limits.maxAliases ? `The operation uses too many aliases: ${aliases}, at most ${limits.maxAliases}.` : null,
    ),
    limitRule(limits, ({ cost }) =>
      cost > limits.maxCost ? `The operation is too costly: more than ${limits.maxCost} fields.` : null,
    ),
  ];
}

/** Every rule an operation must pass: graphql's own and the limits (introspection: see schema-access.ts). */
export function validationRulesFor(limits: OperationLimits): ValidationRule[] {
  return [...specifiedRules, ...operationLimitRules(limits)];
}
