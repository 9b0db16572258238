import { describe, expect, it } from 'vitest';
import { changedFields, countErrors, differingFields, integerIds, type MergeColumn } from './merge-model';

const column = (id: string, values: MergeColumn['values'], emails: string[], phones: string[] = []): MergeColumn => ({
  id,
  title: id,
  values,
  capitalProvider: false,
  emails: emails.map((email) => ({ email, label: 'Work' })),
  phones: phones.map((number) => ({ number, label: 'Mobile' })),
});

describe('merge rules', () => {
  const a = column(
    '1',
    { firstName: 'Ann', lastName: 'Smith', company: 'Acme' },
    ['ann@acme.test'],
    ['+44 7700 900146'],
  );
  const b = column(
    '2',
    { firstName: 'Anne', lastName: 'Smith', company: 'Acme' },
    ['ANN@acme.test', 'ann@home.test'],
    ['+447700900146'],
  );

  it('offers a choice only for differing fields and sends only what changes the survivor', () => {
    expect(differingFields([a, b])).toEqual(['firstName']);
    expect(changedFields(a, [a, b], { firstName: 1 })).toEqual({ firstName: 'Anne' });
    expect(changedFields(a, [a, b], { firstName: 0 })).toEqual({});
  });

  it('blocks until repeated emails and phones are removed and every distinct one is kept', () => {
    const all = { emails: [...a.emails, ...b.emails], phones: [...a.phones, ...b.phones] };
    expect(countErrors([a, b], all.emails, all.phones)).toEqual({
      emails: 'Emails must number 2: remove the repeated ones and keep every address.',
      phones: 'Phones must number 1: remove the repeated ones and keep every number.',
    });
    expect(countErrors([a, b], [a.emails[0]!, b.emails[1]!], a.phones)).toEqual({});
    expect(countErrors([a, b], [a.emails[0]!], a.phones).emails).toBeDefined();
  });

  it('keeps integer ids only', () => {
    expect(integerIds('1, 2,x,3.5,2,4')).toEqual(['1', '2', '4']);
    expect(integerIds(null)).toEqual([]);
  });
});
