import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { DateResolver, DateTimeResolver, JSONResolver } from 'graphql-scalars';

/**
 * graphql-scalars validates inputs; the value itself passes through as the REST api's string. Its own DateTime would
 * rewrite `...:30Z` as `...:30.000Z` and shift offsets to UTC, and its Date would parse inputs into Date objects: the
 * web formats these strings itself, so the wire keeps them exactly. Outputs are checked for being strings only: the
 * dates the bff serves come from REST answers already checked against the contract's `date-time` and `date` formats
 * (`rest/answer.ts`), and checking each of them twice was a tenth of the contacts page's CPU in the bff.
 */
function validatedString(base: GraphQLScalarType, description: string): GraphQLScalarType<string, string> {
  // An input the caller got wrong is a GraphQLError with BAD_USER_INPUT: a TypeError counted as the bff's own bug,
  // and answered 'Internal server error'.
  const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
  const isString = (value: unknown): string => {
    if (typeof value !== 'string')
      throw badInput(`${base.name} cannot represent a non-string value: ${JSON.stringify(value)}`);
    return value;
  };
  const serialize = (value: unknown): string => {
    if (typeof value !== 'string')
      throw new TypeError(`${base.name} cannot represent a non-string value: ${String(value)}`);
    return value;
  };
  const check = (value: unknown): string => {
    try {
      base.parseValue(isString(value)); // throws "<name> cannot represent an invalid ...-string <value>."
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions.code === 'BAD_USER_INPUT') throw error;
      throw badInput(error instanceof Error ? error.message : `Not a valid ${base.name}.`);
    }
    return value as string;
  };
  return new GraphQLScalarType<string, string>({
    name: base.name,
    description,
    specifiedByURL: base.specifiedByURL,
    serialize,
    parseValue: check,
    parseLiteral: (ast) => {
      if (ast.kind !== Kind.STRING) throw badInput(`${base.name} cannot represent a non-string literal (${ast.kind}).`);
      return check(ast.value);
    },
  });
}

export const DateTimeScalar = validatedString(DateTimeResolver, 'An ISO-8601 date-time in UTC.');
export const DateScalar = validatedString(DateResolver, 'A calendar date as YYYY-MM-DD.');

/** Client-owned preferences: passed through as they are. */
export const JsonScalar = new GraphQLScalarType<unknown, unknown>({
  ...JSONResolver.toConfig(),
  description: 'Arbitrary JSON.',
});
