// Task progress and due dates, as the board and the dashboards show them (spec part 2 sections 2 and 9).

/** A task's state as every screen names it: Submitted is 'shown as awaiting approval' (spec part 2 section 5). */
export const taskStateLabel = { TO_DO: 'To Do', SUBMITTED: 'Waiting for Approval', APPROVED: 'Approved' } as const;

/** Spec part 2 section 9: approved over total, rounded to an integer percent; 0 for an empty board. */
export function progressOf(columns: readonly { total: number; approved: number }[]) {
  const total = columns.reduce((sum, column) => sum + column.total, 0);
  const approved = columns.reduce((sum, column) => sum + column.approved, 0);
  return { total, approved, percent: total === 0 ? 0 : Math.round((approved / total) * 100) };
}

/** Red below 33, yellow 33 to 66, green above 66 (spec part 2 section 9). */
export function progressColour(percent: number): 'error' | 'caution' | 'success' {
  if (percent < 33) return 'error';
  if (percent <= 66) return 'caution';
  return 'success';
}

/** A To Do task's due chip: red when past due, orange within 24 hours, plain otherwise (spec part 2 section 2). */
export function dueTone(dueDate: string | null, now = Date.now()): 'past' | 'soon' | 'later' | null {
  if (!dueDate) return null;
  const due = new Date(dueDate).getTime();
  if (due < now) return 'past';
  if (due - now <= 24 * 3_600_000) return 'soon';
  return 'later';
}
