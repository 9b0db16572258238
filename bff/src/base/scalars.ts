import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';

function stringScalar(name: string, description: string, pattern: RegExp): GraphQLScalarType<string, string> {
  const check = (value: unknown): string => {
    if (typeof value !== 'string' || !pattern.test(value)) throw new TypeError(`${name} cannot represent ${String(value)}`);
    return value;
  };
  return new GraphQLScalarType<string, string>({
    name,
    description,
    serialize: check,
    parseValue: check,
    parseLiteral: (ast) => check(ast.kind === Kind.STRING ? ast.value : undefined),
  });
}

export const DateTimeScalar = stringScalar('DateTime', 'An ISO-8601 date-time in UTC.', /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/);
export const DateScalar = stringScalar('Date', 'A calendar date as YYYY-MM-DD.', /^\d{4}-\d{2}-\d{2}$/);

function literalToJson(ast: ValueNode, variables: Record<string, unknown> | null | undefined): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return ast.values.map((value) => literalToJson(value, variables));
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((field) => [field.name.value, literalToJson(field.value, variables)]));
    case Kind.VARIABLE:
      return variables?.[ast.name.value];
    default:
      return undefined;
  }
}

/** Client-owned preferences: passed through as they are. */
export const JsonScalar = new GraphQLScalarType<unknown, unknown>({
  name: 'JSON',
  description: 'Arbitrary JSON.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => literalToJson(ast, variables),
});
