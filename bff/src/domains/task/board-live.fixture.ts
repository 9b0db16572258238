import { restCall } from '../../test/bff.js';
import { ownContact } from './board-streams.fixture.js';

// How many tasks each of the five default columns gets, in order: as the demo data's first deal has them.
const TASKS_PER_COLUMN = [3, 2, 2, 2, 1];

/**
 * A project of the test's own, its client a contact of its own, with `team` on its team (state 1 an owner, 2 a client,
 * 3 a member, 4 a guest) beside the universal owners, and the board the api starts it with (the default columns)
 * holding ten tasks of its own. Its id.
 */
export async function ownBoard(admin: string, team: { person: number; state: 1 | 2 | 3 | 4 }[] = []): Promise<string> {
  const stamp = `live${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const project = await restCall<{ id: number }>('POST', 'projects/', admin, {
    name: `Live board ${stamp}`,
    client: await ownContact(admin, stamp),
    project_types: [1],
    closing_date: '2027-06-30',
    members: team,
  });
  const columns = await restCall<{ id: number }[]>('GET', `projects/columns/?project=${project.id}`, admin);
  for (const [index, count] of TASKS_PER_COLUMN.entries())
    for (let task = 1; task <= count; task++)
      await restCall('POST', 'tasks/', admin, {
        title: `Task ${index + 1}.${task} ${stamp}`,
        project: project.id,
        column: columns[index]!.id,
      });
  return String(project.id);
}
