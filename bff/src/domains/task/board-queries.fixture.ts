// The board query and task mutations the task board's tests send, and the shapes they read back.
const BOARD_FIELDS = `id project { id name members { personId fullName state isUniversalOwner } }
  columns { id name position hidden total approved tasks { id title columnId position state dueDate assignees { id fullName } createdBy { id } } }`;
export const BOARD = `query ($id: ID!) { board(projectId: $id) { ${BOARD_FIELDS} } }`;
export const MOVE = `mutation ($input: MoveTaskInput!) { moveTask(input: $input) { task { id columnId position } userErrors { field message } } }`;
export const CREATE = `mutation ($input: CreateTaskInput!) { createTask(input: $input) { task { id title position } userErrors { field message } } }`;

export type TaskJson = { id: string; title: string; columnId: string; position: number; state: string };
export type BoardJson = {
  id: string;
  project: { name: string; members: { personId: string; state: string }[] };
  columns: { id: string; name: string; total: number; tasks: TaskJson[] }[];
};
