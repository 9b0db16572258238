import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** Whether the operation asks, anywhere below the current field, for a field with one of these names. */
export function selectsAnyField(info: GraphQLResolveInfo, names: ReadonlySet<string>): boolean {
  const seenFragments = new Set<string>();
  const visit = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((selection) => {
      if (selection.kind === Kind.FIELD) return names.has(selection.name.value) || visit(selection.selectionSet);
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet);
      const name = selection.name.value;
      if (seenFragments.has(name)) return false;
      seenFragments.add(name);
      return visit(info.fragments[name]?.selectionSet);
    });
  return info.fieldNodes.some((node) => visit(node.selectionSet));
}

/** The fields of a selection set, fragments and inline fragments expanded (each named fragment once). */
function fieldsOf(info: GraphQLResolveInfo, set: SelectionSetNode | undefined): FieldNode[] {
  const fields: FieldNode[] = [];
  const seenFragments = new Set<string>();
  const walk = (current: SelectionSetNode | undefined) => {
    for (const selection of current?.selections ?? []) {
      if (selection.kind === Kind.FIELD) fields.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (!seenFragments.has(selection.name.value)) {
        seenFragments.add(selection.name.value);
        walk(info.fragments[selection.name.value]?.selectionSet);
      }
    }
  };
  walk(set);
  return fields;
}

/**
 * The names of the fields the operation selects on the objects under `child` of the current field (e.g. a
 * connection's `nodes`), whatever their directives (a field that may be skipped counts as selected).
 */
export function fieldNamesUnder(info: GraphQLResolveInfo, child: string): Set<string> {
  const names = new Set<string>();
  for (const node of info.fieldNodes)
    for (const field of fieldsOf(info, node.selectionSet))
      if (field.name.value === child)
        for (const below of fieldsOf(info, field.selectionSet)) names.add(below.name.value);
  return names;
}
