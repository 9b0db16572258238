// The spec's numeric states are GraphQL enums whose internal values are the REST numbers. Each domain declares its own
// in `domains/<domain>/enums.ts` (`export const numericEnums = { X: { NAME: 1 } } as const` and `export type XValue`):
// codegen.ts reads those files for the resolver types, and the domain passes the object among its resolvers, so
// arguments arrive and answers leave as REST numbers.

/** The enum value's name of a REST number (`1` -> `ADMIN`), or undefined for a number the enum does not have. */
export function enumNameOf(values: Readonly<Record<string, number>>, value: number): string | undefined {
  return Object.keys(values).find((name) => values[name] === value);
}
