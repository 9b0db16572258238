import { getNamedType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../../schema.js';

// Apollo Client's cache identifies an object by `__typename:id`. Lookup lists each number their entries from 1, so
// two lists served as one type would merge "Title 1" with "Category 1" (seen on the contact screen). Rule: each
// lookup list is its own type, used for that list and for the fields that hold its ids, nothing else.
describe('cache identity of lookup entries', () => {
  const schema = buildSchema();
  const lookups = schema.getType('Lookups');
  if (!isObjectType(lookups)) throw new Error('Lookups is not an object type');
  const listTypes = Object.values(lookups.getFields()).map((field) => ({
    list: field.name,
    type: getNamedType(field.type).name,
  }));

  it('serves every lookup list as a type of its own', () => {
    const seen = new Map<string, string>();
    for (const { list, type } of listTypes) {
      expect(seen.get(type), `${list} and ${seen.get(type)} share the type ${type}`).toBeUndefined();
      seen.set(type, list);
    }
  });

  it('never returns the LookupItem interface itself, so every entry carries its list in __typename', () => {
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        expect(getNamedType(field.type).name, `${type.name}.${field.name}`).not.toBe('LookupItem');
      }
    }
  });

  it('types every lookup-id field of a contact with the list it comes from', () => {
    const person = schema.getType('Person');
    const criteria = schema.getType('CapitalProvider');
    if (!isObjectType(person) || !isObjectType(criteria)) throw new Error('missing types');
    const typeOf = (owner: typeof person, field: string) => getNamedType(owner.getFields()[field]!.type).name;
    const listOf = (list: string) => listTypes.find((entry) => entry.list === list)?.type;
    expect(typeOf(person, 'title')).toBe(listOf('titles'));
    expect(typeOf(person, 'categories')).toBe(listOf('categories'));
    expect(typeOf(person, 'subcategories')).toBe(listOf('subcategories'));
    expect(typeOf(person, 'useClasses')).toBe(listOf('useClassTypes'));
    expect(typeOf(person, 'locations')).toBe(listOf('locationTypes'));
    expect(typeOf(person, 'clientClass')).toBe(listOf('clientClasses'));
    expect(typeOf(person, 'legalStatus')).toBe(listOf('legalStatuses'));
    expect(typeOf(criteria, 'cpSubcategoryTypes')).toBe(listOf('cpSubcategories'));
    expect(typeOf(criteria, 'investmentClasses')).toBe(listOf('investmentClassTypes'));
    expect(typeOf(criteria, 'investingGeographies')).toBe(listOf('investingGeographyTypes'));
  });

  it('types every lookup-id field of a project with the list it comes from', () => {
    const project = schema.getType('Project');
    if (!isObjectType(project)) throw new Error('missing Project');
    const typeOf = (field: string) => getNamedType(project.getFields()[field]!.type).name;
    const listOf = (list: string) => listTypes.find((entry) => entry.list === list)?.type;
    expect(typeOf('status')).toBe(listOf('projectStatusTypes'));
    expect(typeOf('types')).toBe(listOf('projectTypes'));
    expect(typeOf('transactionTypes')).toBe(listOf('transactionTypes'));
    expect(typeOf('transactionSubTypes')).toBe(listOf('transactionSubTypes'));
    expect(typeOf('assetTypes')).toBe(listOf('assetTypes'));
  });
});
