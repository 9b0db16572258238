import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/open-database.js';
import { createTestDatabase } from '../test-support/test-database.js';
import { addLargeBoard } from './generate-projects.js';

// `pnpm seed -- --board N`: the board the bench opens in Chromium (issue 17's figures are for 8 columns).

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('addLargeBoard', () => {
  it('adds a project whose tasks are spread over its default columns and three more, 8 in all, in board order', async () => {
    const { projectId } = await addLargeBoard(handle.db, 80);
    const columns = await handle.db
      .selectFrom('project_column')
      .select(['id', 'name'])
      .where('project_id', '=', projectId)
      .orderBy('position')
      .execute();
    const defaults = await handle.db
      .selectFrom('lookup')
      .select('name')
      .where('kind', '=', 'default_columns')
      .orderBy('position')
      .execute();
    expect(columns.map((column) => column.name)).toEqual([
      ...defaults.map((column) => column.name),
      'Legal Review',
      'Drawdown',
      'Post-Completion',
    ]);
    expect(columns).toHaveLength(8);
    const tasks = await handle.db
      .selectFrom('task')
      .select(['column_id', 'position'])
      .where('project_id', '=', projectId)
      .execute();
    expect(tasks).toHaveLength(80);
    for (const column of columns) {
      const positions = tasks.filter((task) => task.column_id === column.id).map((task) => task.position);
      expect(
        positions.sort((a, b) => a - b),
        column.name,
      ).toEqual([...Array(10).keys()]);
    }
  });
});
