import { Nullable } from '@ft8/contract/common';
import Type from 'typebox';
import { describe, expect, it } from 'vitest';
import { restAnswer, RestShapeError } from './answer.js';

const page = restAnswer(
  Type.Object({
    count: Type.Integer(),
    results: Type.Array(
      Type.Object({
        id: Type.Integer(),
        full_name: Type.String(),
        home_city: Nullable(Type.String()),
        tags: Type.Array(Type.String()),
        created_by: Nullable(Type.Object({ id: Type.Integer(), full_name: Type.String() })),
      }),
    ),
  }),
);

const row = { id: 1, full_name: 'Ann Lee', home_city: null, tags: [], created_by: null };

describe('REST answer checks', () => {
  it('keeps only the keys the contract names', () => {
    const checked = page({ count: 1, extra: true, results: [{ ...row, secret: 'x' }] });
    expect(checked).toEqual({
      count: 1,
      results: [{ id: 1, fullName: 'Ann Lee', homeCity: null, tags: [], createdBy: null }],
    });
  });

  it('renames snake_case keys to camelCase, nested ones too', () => {
    const checked = page({
      count: 1,
      results: [{ ...row, created_by: { id: 2, full_name: 'Bob Smith', is_staff: true } }],
    });
    expect(checked.results[0]?.createdBy).toEqual({ id: 2, fullName: 'Bob Smith' });
  });

  it('names the path of a bad value, however deep', () => {
    const answer = { count: 2, results: [row, { ...row, id: 2, tags: ['a', 7] }] };
    expect(() => page(answer)).toThrow(RestShapeError);
    expect(() => page(answer)).toThrow('/results/1/tags/1');
  });

  it('refuses an answer without a key the contract requires', () => {
    const { tags: _tags, ...withoutTags } = row;
    expect(() => page({ count: 1, results: [withoutTags] })).toThrow('/results/0');
  });

  it("checks the contract's date-time and date formats: the DateTime and Date scalars serialise them unchecked", () => {
    const dates = restAnswer(
      Type.Object({
        created_at: Type.String({ format: 'date-time' }),
        birthday: Nullable(Type.String({ format: 'date' })),
      }),
    );
    expect(dates({ created_at: '2026-11-22T09:30:00Z', birthday: '2024-02-29' })).toEqual({
      createdAt: '2026-11-22T09:30:00Z',
      birthday: '2024-02-29',
    });
    expect(() => dates({ created_at: '2026-13-01T00:00:00Z', birthday: null })).toThrow('/created_at');
    expect(() => dates({ created_at: '2026-11-22T09:30:00Z', birthday: '2026-02-30' })).toThrow('/birthday');
  });

  it('names the answer itself when the top level is wrong', () => {
    expect(() => page([])).toThrow(/^answer /);
  });

  it("checks date-times as RFC 3339: the api's own UTC shape at once, every other shape in full", () => {
    const stamped = restAnswer(Type.Object({ at: Type.String({ format: 'date-time' }) }));
    for (const at of [
      '2026-11-25T07:20:00.123Z',
      '2026-11-25T07:20:00Z',
      '2024-02-29T23:59:59.999999Z',
      '2026-01-31T00:00:00Z',
      '2026-11-25T07:20:00+01:00',
    ])
      expect(stamped({ at })).toEqual({ at });
    for (const at of [
      '2026-02-29T00:00:00Z',
      '2026-04-31T00:00:00Z',
      '2026-13-01T00:00:00Z',
      '2026-11-25T24:00:00Z',
      '2026-11-25 07:20:00Z',
      '2026-11-25T07:20:00',
      '2026-11-25',
    ])
      expect(() => stamped({ at }), at).toThrow(RestShapeError);
  });
});
