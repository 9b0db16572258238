import { GraphQLScalarType, Kind } from 'graphql';
import { DateResolver, DateTimeResolver, JSONResolver } from 'graphql-scalars';

/**
 * graphql-scalars validates inputs; the value itself passes through as the REST api's string. Its own DateTime would
 * rewrite `...:30Z` as `...:30.000Z` and shift offsets to UTC, and its Date would parse inputs into Date objects: the
 * web formats these strings itself, so the wire keeps them exactly. Outputs are checked for being strings only: the
 * dates the bff serves come from REST answers already checked against the contract's `date-time` and `date` formats
 * (`rest/answer.ts`), and checking each of them twice was a tenth of the contacts page's CPU in the bff.
 */
function validatedString(base: GraphQLScalarType, description: string): GraphQLScalarType<string, string> {
  const isString = (value: unknown): string => {
    if (typeof value !== 'string')
      throw new TypeError(`${base.name} cannot represent a non-string value: ${String(value)}`);
    return value;
  };
  const check = (value: unknown): string => {
    base.parseValue(isString(value)); // throws "<name> cannot represent an invalid ...-string <value>."
    return value as string;
  };
  return new GraphQLScalarType<string, string>({
    name: base.name,
    description,
    specifiedByURL: base.specifiedByURL,
    serialize: isString,
    parseValue: check,
    parseLiteral: (ast) => {
      if (ast.kind !== Kind.STRING)
        throw new TypeError(`${base.name} cannot represent a non-string literal (${ast.kind}).`);
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
