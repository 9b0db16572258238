import { randomUUID } from 'node:crypto';
import { Repeater } from '@graphql-yoga/subscription';
import type { Context } from '../../context.js';
import { requireUser } from '../../security/access.js';
import { boardPresenceAnswer, projectAnswer } from './answers.js';
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
 */
export async function boardPresence(context: Context, projectId: number): Promise<AsyncIterable<BoardViewerModel[]>> {
  const user = await requireUser(context);
  // Access is the api's: only who may see the project may say they look at its board, or see who does.
  await context.rest.get(`projects/${projectId}/`, projectAnswer);
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

  return new Repeater<BoardViewerModel[]>(async (push, stop) => {
    const seen = new Map<string, Seen>([
      [viewer, { personId: user.id, fullName: user.fullName, until: Number.POSITIVE_INFINITY }],
    ]);
    let last = '';
    const pushIfChanged = async () => {
      const now = Date.now();
      for (const [key, entry] of seen) if (entry.until < now) seen.delete(key);
      const people = new Map<number, BoardViewerModel>();
      for (const entry of seen.values())
        people.set(entry.personId, { personId: entry.personId, fullName: entry.fullName });
      const list = [...people.values()].sort((a, b) => a.fullName.localeCompare(b.fullName) || a.personId - b.personId);
      const key = JSON.stringify(list);
      if (key !== last) {
        last = key;
        await push(list);
      }
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
    await context.pubsub.ready();
    say(true, true);
    await pushIfChanged();
    await stop;
    clearInterval(heartbeat);
    say(false);
    await events.return?.();
    await listening;
  });
}
