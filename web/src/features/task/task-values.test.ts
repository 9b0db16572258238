import { describe, expect, it } from 'vitest';
import { changesOf, errorsOf, type TaskValues } from './task-values';

const before: TaskValues = {
  title: 'Send the term sheet',
  description: '',
  dueDate: '2026-05-01',
  assignees: [{ id: '3', fullName: 'Sam Taylor' }],
};

describe('task values', () => {
  it('sends only what changed: nothing when nothing did, a cleared due date as null', () => {
    expect(changesOf(before, { ...before })).toBeNull();
    expect(changesOf(before, { ...before, title: 'Send it', dueDate: '' })).toEqual({
      title: 'Send it',
      dueDate: null,
    });
    expect(changesOf(before, { ...before, assignees: [] })).toEqual({ assigneeIds: [] });
  });

  it("shows the server's errors under their fields, the first per field, and the rest above the form", () => {
    expect(
      errorsOf([
        { field: 'title', message: 'This field may not be blank.' },
        { field: 'title', message: 'second' },
        { field: 'columnId', message: 'This column is not on the project’s board.' },
      ]),
    ).toEqual({ title: 'This field may not be blank.', form: 'This column is not on the project’s board.' });
  });
});
