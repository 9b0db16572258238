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
    expect(changesOf(before, { ...before, assignees: [] })).toEqual({ removeAssigneeIds: ['3'] });
  });

  it('sends the assignees added and removed, not the whole list, so that another’s change meanwhile stays', () => {
    const alex = { id: '7', fullName: 'Alex Morgan' };
    const priya = { id: '9', fullName: 'Priya Shah' };
    expect(changesOf(before, { ...before, assignees: [...before.assignees, alex] })).toEqual({
      addAssigneeIds: ['7'],
    });
    expect(changesOf(before, { ...before, assignees: [priya, alex] })).toEqual({
      addAssigneeIds: ['9', '7'],
      removeAssigneeIds: ['3'],
    });
    // The same people in another order, or one removed and added back: nothing changed.
    const two = { ...before, assignees: [...before.assignees, alex] };
    expect(changesOf(two, { ...two, assignees: [alex, ...before.assignees] })).toBeNull();
  });

  it("shows the server's errors under their fields, the first per field, and the rest above the form", () => {
    expect(
      errorsOf([
        { field: 'title', message: 'This field may not be blank.' },
        { field: 'title', message: 'second' },
        { field: 'columnId', message: 'This column is not on the project’s board.' },
        { field: 'addAssigneeIds', message: 'Invalid pk "7" - object does not exist.' },
      ]),
    ).toEqual({
      title: 'This field may not be blank.',
      form: 'This column is not on the project’s board.',
      assigneeIds: 'Invalid pk "7" - object does not exist.',
    });
  });
});
