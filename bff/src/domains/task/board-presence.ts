import { randomUUID } from 'node:crypto';
import { Repeater } from '@graphql-yoga/subscription';
import type { Context } from '../../context.js';
import { unauthenticated } from '../../rest/errors.js';
import { requireUser } from '../../security/access.js';
import { onSignedOut } from '../auth/sign-out-event.js';
import { boardPresenceAnswer } from './answers.js';
import { lostAccess, stillMaySee } from './board-access.js';
import { parsed } from './board-events.js';
import { readColumns } from './loaders.js';
import { watchBoardRevision } from './board-revision-watch.js';
import type { BoardViewerModel } from './models.js';

/** How often a viewer says it is still there, and how long after its last word it counts as gone (a lost process). */
export const PRESENCE_HEARTBEAT_MS = 5_000;
export const PRESENCE_TTL_MS = 12_000;

type Seen = { personId: number; fullName: string; until: number };

/**
 * `boardPresence`: who is looking at the board. Each subscription is one viewer: it says so on the project's presence
 * topic (on every bff instance, through Redis when set) now and every few seconds, and that it left when the
 * subscription ends (the tab closed: its WebSocket with it). It hears the others the same way; a viewer not heard
 * of for PRESENCE_TTL_MS (its process gone) is dropped. Pushes the people, each once, when they change.
 *
 * Who may see the board may see who looks at it, checked at every push (board-access.ts: signed in, and on the team
 * for those outside the firm) and whenever the team may have changed (a TEAM_CHANGED or BOARD event on the board's
 * topic: a bff's own removal at once, one straight over REST through the revision watch), and when the person's
 * profile type changed. Its session ended ends it: through any bff at once, anywhere else within SESSION_RECHECK_MS
 * (auth/sign-out-event.ts). Lost access ends the subscription with the api's error.
 */
export async function boardPresence(context: Context, projectId: number): Promise<AsyncIterable<BoardViewerModel[]>> {
  let user = await requireUser(context);
  // Access is the api's: only who may see the board may say they look at it, or see who does.
  await readColumns(context.rest, projectId);
  const viewer = randomUUID();
  const say = (here: boolean, hello = false) =>
    context.pubsub.publish('boardPresence', projectId, {
      project_id: projectId,
      viewer,
      person_id: user.id,
      full_name: user.fullName,
      here,
      hello,
    });
  const events = context.pubsub.subscribe('boardPresence', projectId);
  const boardEvents = context.pubsub.subscribe('board', projectId);

  return new Repeater<BoardViewerModel[]>(async (push, stop) => {
    // Keeps the board's revision watch running while someone looks. Its own read of the columns is not the board's:
    // marking that revision heard would hide a change made over REST meanwhile from the board's subscribers, who
    // have not read it (only their reads and the topic's events mark a revision heard).
    const watch = watchBoardRevision(context, projectId);
    // False when the push must wait (the api away); lost access stops the subscription with its error.
    const mayStillSee = async () => {
      try {
        user = await stillMaySee(context, projectId, user);
        return true;
      } catch (error) {
        if (lostAccess(error)) stop(error);
        return false;
      }
    };
    // Its session ended, whichever way: at once; the person's profile type changed: their access checked again.
    const stopHearingSignOut = onSignedOut(
      context,
      user,
      () => stop(unauthenticated()),
      () => void mayStillSee(),
    );
    const seen = new Map<string, Seen>([
      [viewer, { personId: user.id, fullName: user.fullName, until: Number.POSITIVE_INFINITY }],
    ]);
    const viewers = () => {
      const now = Date.now();
      for (const [key, entry] of seen) if (entry.until < now) seen.delete(key);
      const people = new Map<number, BoardViewerModel>();
      for (const entry of seen.values())
        people.set(entry.personId, { personId: entry.personId, fullName: entry.fullName });
      const list = [...people.values()].sort((a, b) => a.fullName.localeCompare(b.fullName) || a.personId - b.personId);
      return { list, key: JSON.stringify(list) };
    };
    let last = '';
    const pushIfChanged = async (check = true) => {
      if (viewers().key === last || (check && !(await mayStillSee()))) return;
      // Read again after the check: the viewers as they are now, not as they were when it started.
      const { list, key } = viewers();
      if (key === last) return;
      last = key;
      await push(list);
    };
    const heartbeat = setInterval(() => {
      say(true);
      void pushIfChanged();
    }, PRESENCE_HEARTBEAT_MS);
    const listening = (async () => {
      for await (const payload of events) {
        let event;
        try {
          event = boardPresenceAnswer(payload);
        } catch {
          continue;
        }
        if (event.viewer === viewer) continue;
        if (event.here) {
          seen.set(event.viewer, {
            personId: event.personId,
            fullName: event.fullName,
            until: Date.now() + PRESENCE_TTL_MS,
          });
          if (event.hello) say(true);
        } else seen.delete(event.viewer);
        await pushIfChanged();
      }
    })();
    const watchingTeam = (async () => {
      for await (const payload of boardEvents) {
        const event = parsed(payload);
        if (event?.sequence !== null && event?.sequence !== undefined) watch.heard(event.sequence);
        if (event?.kind === 'TEAM_CHANGED' || event?.kind === 'BOARD') await mayStillSee();
      }
    })();
    await context.pubsub.ready();
    say(true, true);
    // Access was just checked by the columns' read.
    await pushIfChanged(false);
    await stop;
    clearInterval(heartbeat);
    stopHearingSignOut();
    watch.stop();
    say(false);
    await Promise.all([events.return(), boardEvents.return()]);
    await Promise.all([listening, watchingTeam]);
  });
}
