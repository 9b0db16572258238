import { findSearchField, searchOpLabel, subcategoryModeLabels } from '@ft8/contract/search-fields';
import type { SearchNode, SearchTree } from '@ft8/contract/search-grammar';
import type { SearchLookups } from './search-lookups';

const BOOLEAN_NAMES: Record<string, string> = { true: 'Yes', false: 'No' };

function nodeText(type: SearchTree['type'], node: SearchNode, lookups: SearchLookups): string {
  if (node.kind === 'subcategories') {
    const names = node.values.map((id) => {
      const category = lookups.facts.subcategoryCategory.get(String(id));
      return lookups.subcategoriesOf(category).find((sub) => sub.id === String(id))?.name ?? `#${id}`;
    });
    return `Subcategory ${subcategoryModeLabels[node.mode]} ${names.join(', ')}`;
  }
  const field = findSearchField(type, node.field);
  if (!field) return node.field;
  const values = node.values.map((value) => {
    if (field.kind === 'lookup')
      return lookups.options(field.lookup).find((item) => item.id === value)?.name ?? `#${value}`;
    if (field.kind === 'boolean') return BOOLEAN_NAMES[value] ?? value;
    if (field.kind === 'person') return `#${value}`;
    return field.kind === 'text' ? `"${value}"` : value;
  });
  return `${field.label} ${searchOpLabel(field, node.op, node.negated)} ${values.join(', ')}`;
}

/** Spec part 2 "Advanced search": the summary line 'Displaying: type and conditions'. */
export function searchSummary(typeLabel: string, tree: SearchTree, lookups: SearchLookups): string {
  return ['Displaying: ' + typeLabel, ...tree.nodes.map((node) => nodeText(tree.type, node, lookups))].join(' and ');
}
