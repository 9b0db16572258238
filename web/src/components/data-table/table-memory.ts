import type { MRT_RowSelectionState } from 'material-react-table';

// What a list keeps while the app runs, so that coming back from a row's page shows it as it was left.
// Selection belongs to the table type (a new search or sort clears it, use-data-table-state.ts); the scroll
// position and the focused row belong to one search and sort, since they mean nothing for other rows.

type ViewMemory = { scrollTop: number; activeIndex: number };
type TableMemory = { rowSelection: MRT_RowSelectionState; viewKey: string; view: ViewMemory };

const NO_VIEW: ViewMemory = { scrollTop: 0, activeIndex: 0 };
const memories = new Map<string, TableMemory>();

export function recallSelection(tableType: string | undefined): MRT_RowSelectionState {
  return (tableType && memories.get(tableType)?.rowSelection) || {};
}

export function recallView(tableType: string | undefined, viewKey: string): ViewMemory {
  const memory = tableType ? memories.get(tableType) : undefined;
  return memory?.viewKey === viewKey ? memory.view : NO_VIEW;
}

export function rememberSelection(tableType: string | undefined, rowSelection: MRT_RowSelectionState): void {
  if (!tableType) return;
  const memory = memories.get(tableType);
  memories.set(tableType, { viewKey: '', view: NO_VIEW, ...memory, rowSelection });
}

export function rememberView(tableType: string | undefined, viewKey: string, change: Partial<ViewMemory>): void {
  if (!tableType) return;
  const memory = memories.get(tableType);
  const view = memory?.viewKey === viewKey ? memory.view : NO_VIEW;
  memories.set(tableType, { rowSelection: memory?.rowSelection ?? {}, viewKey, view: { ...view, ...change } });
}

/** On sign-out: the next user must not find the last one's selection. */
export function forgetTables(): void {
  memories.clear();
}
