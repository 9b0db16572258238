import { personFieldNames, type PersonField } from '@ft8/contract/contact';
import { camelCase } from '../../rest/answer.js';

/** A Person field served by its own REST key under another name, or by none (`__typename`). */
const restKeysOf: Record<string, readonly PersonField[]> = {
  primaryEmail: ['emails'],
  primaryPhone: ['phones'],
  __typename: [],
};
/** `fullName` -> `full_name`: the Person fields that are a REST key camelCased (their resolvers read that key). */
const restKeyOfField = new Map(personFieldNames.map((key) => [camelCase(key), key]));

/**
 * The REST keys a list row needs for these Person fields (`GET people/?fields=`), or undefined when one of them is
 * served otherwise (another domain's field, the notes): then the rows are read whole. A field listed here must be
 * resolved from those keys alone: the rows hold nothing else.
 */
export function restFieldsFor(fieldNames: ReadonlySet<string>): string | undefined {
  const keys = new Set<PersonField>(['id']);
  for (const name of fieldNames) {
    const own = restKeyOfField.get(name);
    const served = own ? [own] : restKeysOf[name];
    if (!served) return undefined;
    for (const key of served) keys.add(key);
  }
  return [...keys].join(',');
}
