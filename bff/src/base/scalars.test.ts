import { Kind } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DateScalar, DateTimeScalar, JsonScalar } from './scalars.js';

describe('scalars', () => {
  it('serialise the REST strings unchanged', () => {
    for (const value of ['2026-11-22T09:30:00Z', '2026-11-22T09:30:00.123456+00:00', '2026-11-22T10:30:00+01:00']) {
      expect(DateTimeScalar.serialize(value)).toBe(value);
    }
    expect(DateScalar.serialize('2026-02-28')).toBe('2026-02-28');
  });

  it('keep input dates as strings', () => {
    expect(DateScalar.parseValue('2024-02-29')).toBe('2024-02-29');
    expect(DateTimeScalar.parseLiteral({ kind: Kind.STRING, value: '2026-11-22T09:30:00Z' })).toBe(
      '2026-11-22T09:30:00Z',
    );
  });

  it('reject bad dates with a clear error', () => {
    expect(() => DateScalar.parseValue('2026-02-30')).toThrow(
      'Date cannot represent an invalid date-string 2026-02-30.',
    );
    expect(() => DateScalar.parseValue('22/11/2026')).toThrow(
      'Date cannot represent an invalid date-string 22/11/2026.',
    );
    expect(() => DateTimeScalar.parseValue('2026-13-01T00:00:00Z')).toThrow(
      'DateTime cannot represent an invalid date-time-string',
    );
    expect(() => DateScalar.parseLiteral({ kind: Kind.INT, value: '20261122' })).toThrow(
      'Date cannot represent a non-string literal',
    );
    expect(() => DateTimeScalar.serialize(5)).toThrow('DateTime cannot represent a non-string value: 5');
  });

  it('pass JSON through and keep the descriptions', () => {
    const value = { columns: ['name', 'email'], width: 3 };
    expect(JsonScalar.serialize(value)).toEqual(value);
    expect(JsonScalar.parseValue(value)).toEqual(value);
    expect(DateScalar.description).toBe('A calendar date as YYYY-MM-DD.');
    expect(DateTimeScalar.description).toBe('An ISO-8601 date-time in UTC.');
  });
});
