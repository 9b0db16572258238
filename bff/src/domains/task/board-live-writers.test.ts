import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, gql, newAccount, restToken, startBff, wsClient, type TestBff } from '../../test/bff.js';
import { restBoard, restTasks, shown, titles, watchBoard, type LiveBoard } from '../../test/live-board.js';
import { ownBoard } from './board-live.fixture.js';
import { MOVE } from './board-queries.fixture.js';

// Each test writes to a board of its own, made before it with a staff account of this file's own on its team: the
// boards it compares with REST hold its own writes alone.
describe('the live task board, written by several people at once', () => {
  let bff: TestBff;
  let admin: string;
  let user: string;
  let userId: number;
  let project: string;
  beforeAll(async () => {
    bff = await startBff();
    admin = await restToken(ADMIN_EMAIL);
    ({ id: userId, token: user } = await newAccount(2));
  });
  beforeEach(async () => {
    project = await ownBoard(admin, [{ person: userId, state: 3 }]);
  });
  afterAll(() => bff.close());

  it('ends with the same order on every screen, equal to REST, when two members move tasks in one column at once', async () => {
    const sockets = [wsClient(bff, { token: admin }), wsClient(bff, { token: user })];
    const watchers = sockets.map((socket) => watchBoard(socket, project));
    try {
      const board = await watchers[0]!.until(() => watchers[0]!.board);
      await watchers[1]!.until(() => watchers[1]!.board);
      const column = board.columns.find((candidate) => candidate.tasks.length >= 3)!;
      for (let round = 0; round < 5; round++) {
        const [a, b] = [column.tasks[round % column.tasks.length]!, column.tasks[(round + 1) % column.tasks.length]!];
        const answers = await Promise.all([
          gql(bff, MOVE, { token: admin, variables: { input: { id: a.id, columnId: column.id, position: 0 } } }),
          gql(bff, MOVE, { token: user, variables: { input: { id: b.id, columnId: column.id, position: 1 } } }),
        ]);
        for (const answer of answers) expect(answer.body.data?.moveTask).toMatchObject({ userErrors: [] });
      }
      await expectBoardsAsRest(watchers, admin, project);
    } finally {
      watchers.forEach((watcher) => watcher.dispose());
      for (const socket of sockets) await socket.dispose();
    }
  });

  it('keeps three boards equal to REST through a burst of 100 random moves and edits from three people', async () => {
    const tokens = [admin, user, admin];
    const sockets = tokens.map((token) => wsClient(bff, { token }));
    const watchers = sockets.map((socket) => watchBoard(socket, project));
    try {
      const board = await watchers[0]!.until(() => watchers[0]!.board);
      await Promise.all(watchers.map((watcher) => watcher.until(() => watcher.board)));
      const taskIds = board.columns.flatMap((column) => column.tasks.map((task) => task.id));
      let seed = 17;
      const random = (below: number) => {
        seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
        return seed % below;
      };
      const writes = Array.from({ length: 100 }, (_, index) => () => {
        const token = tokens[index % 3]!;
        const task = taskIds[random(taskIds.length)]!;
        if (index % 4 === 3)
          return gql(
            bff,
            `mutation ($input: UpdateTaskInput!) { updateTask(input: $input) { userErrors { message } } }`,
            {
              token,
              variables: { input: { id: task, title: `Burst edit ${index}` } },
            },
          );
        const column = board.columns[random(board.columns.length)]!;
        return gql(bff, MOVE, { token, variables: { input: { id: task, columnId: column.id, position: random(6) } } });
      });
      // Three people at once: each sends its writes one after the other, the three in parallel.
      const lanes = [0, 1, 2].map(async (lane) => {
        for (let index = lane; index < writes.length; index += 3) await writes[index]!();
      });
      await Promise.all(lanes);
      await expectBoardsAsRest(watchers, admin, project);
      // The last writes may be edits, which leave the order as it was, and their events may come after their answers
      // (over Redis): the titles are waited for too.
      const restTitles = await restTasks(admin, project);
      for (const watcher of watchers) {
        const same = () => JSON.stringify(titles(watcher.board!)) === JSON.stringify(restTitles);
        await watcher.until(same, 'the titles as REST holds them').catch(() => undefined);
        expect(titles(watcher.board!)).toEqual(restTitles);
      }
    } finally {
      watchers.forEach((watcher) => watcher.dispose());
      for (const socket of sockets) await socket.dispose();
    }
  });
});

/** Every watcher's board, once it has heard everything, as REST holds it. */
async function expectBoardsAsRest(watchers: ReturnType<typeof watchBoard>[], token: string, project: string) {
  const truth = await restBoard(token, project);
  for (const watcher of watchers) {
    const same = (board: LiveBoard | null) => board !== null && JSON.stringify(shown(board)) === JSON.stringify(truth);
    await watcher.until(() => same(watcher.board), 'the board as REST holds it').catch(() => undefined);
    expect(shown(watcher.board!)).toEqual(truth);
  }
}
