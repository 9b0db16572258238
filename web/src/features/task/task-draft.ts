// Spec part 2 section 2: 'Add Task' on a board leaves the column and the project for /task/new, which reads them
// back (a new task without both closes at once).
const TASK_DRAFT_KEY = 'ft8.taskDraft';

export type TaskDraft = { projectId: string; columnId: string };

export function storeTaskDraft(draft: TaskDraft): void {
  localStorage.setItem(TASK_DRAFT_KEY, JSON.stringify(draft));
}

/** The stored draft, or null when there is none or it lacks the column or the project. */
export function readTaskDraft(): TaskDraft | null {
  try {
    const value = JSON.parse(localStorage.getItem(TASK_DRAFT_KEY) ?? 'null') as Partial<TaskDraft> | null;
    if (!value || typeof value.projectId !== 'string' || typeof value.columnId !== 'string') return null;
    if (!value.projectId || !value.columnId) return null;
    return { projectId: value.projectId, columnId: value.columnId };
  } catch {
    return null;
  }
}
