import type { Client } from 'graphql-ws';
import { restCall } from '../../test/bff.js';

export const PRESENCE = `subscription ($id: ID!) { boardPresence(projectId: $id) { id fullName } }`;

/** A subscriber of `boardPresence`: every list of viewers it was sent, and how it ended. */
export function watchPresence(client: Client, project: string) {
  const lists: { id: string }[][] = [];
  let failure: unknown = null;
  let completed = false;
  const dispose = client.subscribe(
    { query: PRESENCE, variables: { id: project } },
    {
      next: (result) => {
        if (result.errors) failure = result.errors;
        else lists.push((result.data as { boardPresence: { id: string }[] }).boardPresence);
      },
      error: (error) => (failure = error),
      complete: () => (completed = true),
    },
  );
  return {
    lists,
    dispose,
    get failure() {
      return failure;
    },
    get completed() {
      return completed;
    },
  };
}

/** Waits for `condition`, polling; throws after `timeoutMs`. */
export async function waitFor(condition: () => unknown, what: string, timeoutMs = 8_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A contact of the test's own, without an account (a project's client, say); its id. */
export async function ownContact(admin: string, stamp: string): Promise<number> {
  const contact = await restCall<{ id: number }>('POST', 'people/', admin, {
    first_name: 'Client',
    last_name: stamp,
    company: `Client ${stamp}`,
    profile_type: 3,
    emails: [{ email: `client.${stamp}@bff.test`, label: 'Work' }],
  });
  return contact.id;
}

/**
 * A project of its own, its client a contact of its own, with `member` on its team (in `state`: 3 a member, 4 a
 * guest) and a task assigned to them and one that is not; the membership's id for removing them.
 */
export async function teamBoard(admin: string, member: { id: number }, state: 3 | 4 = 3) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const client = await ownContact(admin, stamp);
  const created = await restCall<{ id: number; members: { id: number; person: number }[] }>(
    'POST',
    'projects/',
    admin,
    {
      name: `Team board ${stamp}`,
      client,
      project_types: [1],
      closing_date: '2027-06-30',
      members: [{ person: member.id, state }],
    },
  );
  const column = (await restCall<{ id: number }[]>('GET', `projects/columns/?project=${created.id}`, admin))[0]!.id;
  const theirs = await restCall<{ id: number }>('POST', 'tasks/', admin, {
    title: `Theirs ${stamp}`,
    project: created.id,
    column,
    assignees: [member.id],
  });
  const others = await restCall<{ id: number }>('POST', 'tasks/', admin, {
    title: `Not theirs ${stamp}`,
    project: created.id,
    column,
  });
  return {
    id: String(created.id),
    theirs: String(theirs.id),
    others: String(others.id),
    membership: created.members.find((row) => row.person === member.id)!.id,
  };
}
