import {
  getNamedType,
  GraphQLError,
  isIntrospectionType,
  validate,
  type ASTVisitor,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationContext,
} from 'graphql';
import type { Context } from '../context.js';
import { isStaffProfile } from './access.js';

/**
 * Whether the caller is signed-in staff, who may see the schema in production (introspection, field suggestions):
 * the playground and internal tools need it, clients and guests do not. Uses the operation's `me` loader, so one
 * `auth/me/` call at most per request; an api failure keeps the schema hidden.
 */
export async function isStaff(context: Context): Promise<boolean> {
  try {
    const user = await context.loaders.auth.me.load('all');
    return user !== null && isStaffProfile(user.profileType);
  } catch {
    return false;
  }
}

/** Reports each entry into introspection (`__schema`, `__type`; not `__typename`), not the fields below it. */
function introspectionFieldRule(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      const parent = context.getParentType();
      const type = getNamedType(context.getType());
      if (type && isIntrospectionType(type) && !(parent && isIntrospectionType(parent))) {
        context.reportError(
          new GraphQLError(
            `GraphQL introspection is open to signed-in staff only, but the requested query contained the field "${node.name.value}".`,
            { nodes: node, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
          ),
        );
      }
    },
  };
}

// Cheap pre-check on the source so that ordinary operations skip the extra validation pass.
const INTROSPECTION_HINT = /__(schema|type)\b/;

/** The introspection errors a document earns if its caller is not allowed to see the schema (empty if none). */
export function introspectionErrors(
  schema: GraphQLSchema,
  document: DocumentNode,
  source?: string,
): readonly GraphQLError[] {
  if (source !== undefined && !INTROSPECTION_HINT.test(source)) return [];
  return validate(schema, document, [introspectionFieldRule]);
}
