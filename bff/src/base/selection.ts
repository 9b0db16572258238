import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

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
