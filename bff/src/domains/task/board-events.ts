import { membershipStates } from '@ft8/contract/project';
import type { Context } from '../../context.js';
import { RestError, unauthenticated, userErrorsOr } from '../../rest/errors.js';
import { isStaffProfile, requireUser } from '../../security/access.js';
import { listenThenRead } from '../../pubsub/current-and-changes.js';
import { knownSignedIn, stillSignedIn, type SessionPerson } from '../../security/session-check.js';
import { boardEventAnswer, projectAnswer, type BoardEventKind, type BoardEventPayload } from './answers.js';
import { lostAccess, rightsKey, stateOnTeam } from './board-access.js';
import { fetchBoard, readColumns } from './loaders.js';
import { revisionOf } from './board-revision.js';
import { watchBoardRevision } from './board-revision-watch.js';
import { createSharedReads } from './board-shared-reads.js';
import type { BoardEventModel, BoardModel } from './models.js';
import type { TopicEvents } from '../../pubsub/pubsub.js';
import { onSignedOut } from '../auth/sign-out-event.js';

type Change = Pick<BoardEventPayload, 'sequence' | 'task' | 'task_id' | 'columns'>;

/**
 * A board write's author: as the writer's own live subscriptions know them (the writer usually has the board open),
 * or else asked of the api while the write runs rather than after it (the request's loader keeps the answer for
 * `publishBoardEvent`). A move reached its subscribers one `auth/me/` call later otherwise (and on the embedded
 * database, whose one connection runs the two in turn, after both).
 */
function lookUpActor(context: Context): void {
  if (!knownSignedIn(context)) context.loaders.auth.me.load('all').catch(() => null);
}

/** What a board write tells the board's subscribers: the project, what happened, and the change as the api answered. */
export type BoardWriteEvent = { project: number; kind: BoardEventKind; change: Change };

/**
 * A mutation that writes to a board: its author looked up while the REST write runs (`lookUpActor`), then, when the
 * write succeeded, the board's subscribers told (`publishBoardEvent`, numbered with the revision the api answered).
 * A refusal (a 400's fields, a 403 or 404) becomes the mutation's `failed` answer with its `userErrors`.
 */
export async function boardWrite<Answer, Failed>(
  context: Context,
  failed: (userErrors: ReturnType<typeof userErrorsOr>) => Failed,
  write: () => Promise<{ answer: Answer; event?: BoardWriteEvent }>,
): Promise<Answer | Failed> {
  lookUpActor(context);
  try {
    const { answer, event } = await write();
    if (event) await publishBoardEvent(context, event.project, event.kind, event.change);
    return answer;
  } catch (error) {
    return failed(userErrorsOr(error));
  }
}

/**
 * Tells every subscriber of the project's board, on every bff instance, what changed: after the REST write
 * succeeded, numbered with the board revision the api answered for it.
 */
async function publishBoardEvent(context: Context, projectId: number, kind: BoardEventKind, change: Change) {
  const user = knownSignedIn(context) ?? (await context.loaders.auth.me.load('all').catch(() => null));
  context.pubsub.publish('board', projectId, {
    project_id: projectId,
    kind,
    at: new Date().toISOString(),
    actor: user && { id: user.id, full_name: user.fullName },
    ...change,
  });
}

/**
 * The project was renamed at this board revision (the api's `board-revision` header; null when the save kept the name):
 * its subscribers read the board again, numbered with it, once per process for all who see every task.
 */
export function publishProjectRenamed(context: Context, projectId: number, sequence: number | null) {
  if (sequence !== null) void publishBoardEvent(context, projectId, 'BOARD', { sequence });
}

/** The project's team (or the project) changed: its subscribers read the board again, and lose it if they may not. */
export function publishTeamChanged(context: Context, projectId: number) {
  return publishBoardEvent(context, projectId, 'TEAM_CHANGED', { sequence: null });
}

// Every subscriber of a process hears the same payload object: it is checked and parsed once.
const parsedPayloads = new WeakMap<object, ReturnType<typeof boardEventAnswer> | null>();
export function parsed(payload: unknown) {
  if (typeof payload !== 'object' || payload === null) return null;
  let event = parsedPayloads.get(payload);
  if (event === undefined) {
    try {
      event = boardEventAnswer(payload);
    } catch {
      event = null; // A malformed event (from Redis) is not worth ending a subscription for.
    }
    parsedPayloads.set(payload, event);
  }
  return event;
}

type Pushed = { boardChanged: BoardEventModel };

/**
 * The topic's events, with events of this subscriber's own put among them (`add`): a re-check of their access when
 * the api says their profile type changed, with no board event to carry it. Two promises per event (listenThenRead
 * holds one pull at a time, and the topic's iterator one waiting pull).
 */
function withOwnEvents(topic: TopicEvents) {
  const own: unknown[] = [];
  let waiting: ((result: IteratorResult<unknown>) => void) | null = null;
  let arrived: IteratorResult<unknown> | null = null;
  let pulling = false;
  const hand = (result: IteratorResult<unknown>) => {
    const pull = waiting;
    waiting = null;
    if (pull) pull(result);
    else arrived = result;
  };
  return {
    events: {
      next(): Promise<IteratorResult<unknown>> {
        if (arrived) {
          const result = arrived;
          arrived = null;
          return Promise.resolve(result);
        }
        if (own.length > 0) return Promise.resolve({ value: own.shift(), done: false });
        return new Promise<IteratorResult<unknown>>((resolve) => {
          waiting = resolve;
          if (pulling) return;
          pulling = true;
          void topic.next().then((result) => {
            pulling = false;
            hand(result);
          });
        });
      },
      return: () => topic.return(),
    },
    add(payload: unknown) {
      if (waiting) hand({ value: payload, done: false });
      else own.push(payload);
    },
  };
}

type BoardEvent = NonNullable<ReturnType<typeof parsed>>;

// A board as subscribers with the same rights (board-access.ts) first get it, and whether it is still at the revision
// they hold: read once for all who subscribe together (every open tab reconnects at once after a deploy), not once
// each: 200 subscribers of one board held it only after 4.7 s on the embedded database.
const boardReads = createSharedReads<BoardModel>();
const revisionReads = createSharedReads<[BoardModel['project'], Awaited<ReturnType<typeof readColumns>>]>();

// The first push of a shared read: one object for all who got it, executed once per operation (ws/shared-events.ts).
const firstPushes = new WeakMap<BoardModel, Pushed>();

// An event as every subscriber who sees every task gets it: one object for all of them, so that the WebSocket server
// executes each operation on it once (ws/shared-events.ts); nothing in it depends on who receives it.
const sharedPushes = new WeakMap<object, Pushed>();
function sharedPush(event: BoardEvent): Pushed {
  let pushed = sharedPushes.get(event);
  if (!pushed) {
    pushed = {
      boardChanged: {
        kind: event.kind,
        sequence: event.sequence ?? 0,
        at: event.at,
        actor: event.actor,
        task: event.task ?? null,
        deletedTaskId: event.taskId ?? null,
        columns: event.columns ?? null,
        board: null,
      },
    };
    sharedPushes.set(event, pushed);
  }
  return pushed;
}

// A change made over REST, as every subscriber who sees every task gets it: the board read once (by the first of them
// to ask) and one answer object for all (ws/shared-events.ts). A failed read is left to each subscriber's own.
const sharedBoardPushes = new WeakMap<object, Promise<Pushed>>();
function sharedBoardPush(event: BoardEvent, read: () => Promise<BoardModel>) {
  let pushed = sharedBoardPushes.get(event);
  if (!pushed) {
    pushed = read().then((board) => ({
      boardChanged: {
        kind: event.kind,
        sequence: board.sequence,
        at: event.at,
        actor: event.actor,
        task: null,
        deletedTaskId: null,
        columns: null,
        board,
      },
    }));
    sharedBoardPushes.set(event, pushed);
    pushed.catch(() => sharedBoardPushes.delete(event));
  }
  return pushed;
}

/**
 * `boardChanged`: the board now (kind BOARD; left out while the board is still at `since`, the sequence the subscriber
 * holds), then each event on the project's topic, from any bff instance. Events
 * carry the task or columns as the api answered the write; the whole board is read again, with the subscriber's own
 * token, on a team change (so a member removed from the team gets the api's 403 as the subscription's error, at
 * once), on an unnumbered event, on a change made straight over REST (a BOARD event: board-revision-watch.ts; read once
 * for all who see every task), and for every event of a guest (who sees only the tasks assigned to them). Before each
 * push to someone outside the firm, their place on the team is checked (board-access.ts). Before every push, the
 * session is checked as the api holds it after the event. A session signed out through a bff ends at once, on every
 * instance; one ended elsewhere (at the api) with UNAUTHENTICATED within SESSION_RECHECK_MS, even with no event
 * (security/session-check.ts); a changed profile type reads the board again.
 */
export async function boardEvents(
  context: Context,
  projectId: number,
  since: number | null = null,
): Promise<AsyncIterableIterator<Pushed>> {
  let user = await requireUser(context);
  const shareKey = rightsKey(projectId, user);
  const seesEveryTask = (project: BoardModel['project']) =>
    isStaffProfile(user.profileType) ||
    project.members.find((member) => member.person === user.id)?.state !== membershipStates.guest;
  let wholeBoards = false;

  const whole = (kind: BoardEventKind, board: BoardModel, event?: { at: string; actor: BoardEventModel['actor'] }) => ({
    boardChanged: {
      kind,
      sequence: board.sequence,
      at: event?.at ?? new Date().toISOString(),
      actor: event?.actor ?? null,
      task: null,
      deletedTaskId: null,
      columns: null,
      board,
    },
  });

  function afterSignIn(event: BoardEvent, now: SessionPerson | undefined) {
    // Their access may have changed by a way this process did not see (a profile type changed, by anyone; a team
    // place removed over REST): a changed profile type (as the api answered after the event), or someone outside the
    // firm no longer on the team, or a guest now, reads the board again with their own token, whose 403 ends the
    // subscription. A guest's every push is such a read already.
    const profileChanged = now !== undefined && now.profileType !== user.profileType;
    if (profileChanged) user = { ...user, profileType: now.profileType };
    if (profileChanged || wholeBoards || isStaffProfile(user.profileType)) return afterAccess(event, profileChanged);
    // Outside the firm, the board is theirs by their place on its team: checked at every push, as the api holds it
    // after the event was heard, so that no push reaches someone removed from it, whichever way (a removal straight
    // over REST is heard only by the revision watch, a second or two later).
    return stateOnTeam(context, projectId, user.id).then(
      (state) => afterAccess(event, state === undefined || state === membershipStates.guest),
      // Refused (for every token that asked) or gone: their own read answers; the api away: no push unchecked.
      (error: unknown) => (lostAccess(error) ? afterAccess(event, true) : undefined),
    );
  }

  function afterAccess(event: BoardEvent, recheck: boolean) {
    const seesItAll = !wholeBoards && !recheck;
    if (seesItAll && event.sequence !== null && event.kind !== 'TEAM_CHANGED' && event.kind !== 'BOARD')
      return sharedPush(event);
    return readAgain(event, seesItAll);
  }

  async function readAgain(event: BoardEvent, seesItAll: boolean) {
    // A change made over REST (board-revision-watch.ts): the board read once for every subscriber of this process who
    // sees every task (staff, and members whose access was just checked), not once each: 1,000 subscribers of a
    // 2,000-task board would otherwise read it 1,000 times.
    if (seesItAll && event.kind === 'BOARD') {
      const pushed = await sharedBoardPush(event, () => fetchBoard(context.rest, projectId)).catch(() => undefined);
      if (pushed) {
        watch.heard(pushed.boardChanged.sequence);
        return pushed;
      }
    }
    let board: BoardModel;
    try {
      board = await fetchBoard(context.rest, projectId);
    } catch (error) {
      // Lost access ends the subscription with the api's error; the api away for a moment: the next event reads again.
      if (error instanceof RestError && (error.status === 403 || error.status === 404)) throw error;
      return undefined;
    }
    wholeBoards = !seesEveryTask(board.project);
    watch.heard(board.sequence);
    return whole(event.kind, board, event);
  }

  // Changes no bff published (straight over REST) come as a BOARD event of this process's watch (board-revision-watch.ts).
  const watch = watchBoardRevision(context, projectId);
  const events = withOwnEvents(context.pubsub.subscribe('board', projectId));
  // The session ended (through a bff: at once; anywhere else: within SESSION_RECHECK_MS, no event needed): the
  // subscription ends with UNAUTHENTICATED. The person's profile type changed: a team change of their own, on which
  // they read the board again with their own token (afterSignIn), which narrows it or ends the subscription.
  const signedOut = new AbortController();
  const stopHearingSignOut = onSignedOut(
    context,
    user,
    () => signedOut.abort(unauthenticated()),
    () =>
      events.add({
        project_id: projectId,
        kind: 'TEAM_CHANGED',
        sequence: null,
        at: new Date().toISOString(),
        actor: null,
      } satisfies BoardEventPayload),
  );
  return listenThenRead<Pushed>({
    pubsub: context.pubsub,
    events: events.events,
    signal: signedOut.signal,
    onClose: () => {
      watch.stop();
      stopHearingSignOut();
    },
    current: async () => {
      if (since !== null) {
        // The subscriber holds the board at `since`: its project and revision (the columns' list, a few rows) tell
        // whether it still is; then only the events after it are sent. The reads keep the api's access check, and
        // are shared as the board's are (below).
        const [project, columns] = await revisionReads(`${shareKey} since`, () =>
          Promise.all([
            context.rest.get(`projects/${projectId}/`, projectAnswer),
            readColumns(context.rest, projectId),
          ]),
        );
        if ((revisionOf(columns.headers) ?? 0) === since) {
          wholeBoards = !seesEveryTask(project);
          watch.heard(since);
          return undefined;
        }
      }
      // Read once for every subscriber with the same rights who subscribes meanwhile (board-shared-reads.ts), with the
      // token of the first of them: the api answers them all the same board.
      const board = await boardReads(shareKey, () => fetchBoard(context.rest, projectId));
      wholeBoards = !seesEveryTask(board.project);
      watch.heard(board.sequence);
      let pushed = firstPushes.get(board);
      if (!pushed) firstPushes.set(board, (pushed = whole('BOARD', board)));
      return pushed;
    },
    next: (payload) => {
      const event = parsed(payload);
      if (!event) return undefined;
      if (event.sequence !== null) watch.heard(event.sequence);
      // A subscriber whose session ended (here or elsewhere) gets no more of the board: the subscription ends. Asked of
      // the api after the event, in one call for every push of this turn (security/session-check.ts).
      return stillSignedIn(context).then((now) => afterSignIn(event, now));
    },
  });
}
