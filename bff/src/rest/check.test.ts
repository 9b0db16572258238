import { describe, expect, it } from 'vitest';
import { arrayOf, nullable, num, object, RestShapeError, str, withDefault } from './check.js';

const page = object({
  count: num,
  results: arrayOf(object({ id: num, name: str, city: nullable(str), tags: withDefault(arrayOf(str), []) })),
});

describe('REST answer checks', () => {
  it('keeps only the declared keys and fills defaults', () => {
    const checked = page({ count: 1, extra: true, results: [{ id: 1, name: 'Ann', secret: 'x' }] });
    expect(checked).toEqual({ count: 1, results: [{ id: 1, name: 'Ann', city: null, tags: [] }] });
  });

  it('names the path of a bad value, however deep', () => {
    const answer = { count: 2, results: [{ id: 1, name: 'Ann' }, { id: 2, name: 'Bob', tags: ['a', 7] }] };
    expect(() => page(answer)).toThrow(RestShapeError);
    expect(() => page(answer)).toThrow('results[1].tags[1]: expected string, got number');
  });

  it('renames snake_case keys to camelCase, nested ones too; a failure names the REST key', () => {
    const person = object({ first_name: str, home_city: nullable(str), created_by: nullable(object({ full_name: str })) });
    const checked = person({ first_name: 'Ann', created_by: { full_name: 'Bob Smith', is_staff: true } });
    expect(checked).toEqual({ firstName: 'Ann', homeCity: null, createdBy: { fullName: 'Bob Smith' } });
    expect(() => person({ first_name: 'Ann', created_by: { full_name: 1 } })).toThrow(
      'created_by.full_name: expected string, got number',
    );
  });

  it('names the answer itself when the top level is wrong', () => {
    expect(() => page([])).toThrow('answer: expected object, got array');
  });
});
