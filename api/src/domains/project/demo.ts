import { sql } from 'kysely';
import type { DomainDemo } from '../../seed/domain-demos.js';
import { createRandom } from '../../seed/random.js';
import { seedLenderDemo } from './demo-lenders.js';
import { createProjectRepository } from './repository.js';

const day = 86_400_000;

/** Six deals at different stages, each with a team, capital providers, notes and a board of tasks. */
const deals = [
  {
    name: 'Canary Wharf Bridge Refinance',
    status: 3,
    types: [1],
    capital: 12_500_000,
    fees: 1.25,
    months: 2,
    client: true,
  },
  {
    name: 'Northbank Riverside Development',
    status: 2,
    types: [3],
    capital: 38_000_000,
    fees: 1.5,
    months: 9,
    client: true,
  },
  { name: 'Harbour Point Repositioning', status: 4, types: [2], capital: 7_250_000, fees: 2, months: 1, client: false },
  { name: 'Sterling Yard Investment', status: 1, types: [4], capital: 21_000_000, fees: 1, months: 6, client: false },
  { name: 'Albion Mills Land Bridge', status: 5, types: [1], capital: 4_800_000, fees: 2, months: 0, client: false },
  {
    name: 'Northgate Student Living',
    status: 6,
    types: [3],
    capital: 56_000_000,
    fees: 0.75,
    months: -2,
    client: false,
  },
];

/** Each deal's tags (one vocabulary with the contacts' tags), some shared between deals. */
const dealTags = [
  ['london', 'bridging'],
  ['development', 'london'],
  ['value-add'],
  ['investment'],
  ['bridging', 'land'],
  ['student'],
];

const taskTitles = [
  'Collect KYC for the borrower',
  'Instruct the valuer',
  'Send the teaser to lenders',
  'Prepare the credit paper',
  'Review the term sheet',
  'Chase the legal due diligence',
  'Book the site visit',
  'Agree the heads of terms',
  'Finalise the facility agreement',
  'Arrange the completion call',
];

export const seedDemo: DomainDemo = async (db, { accounts }) => {
  const random = createRandom(20261124);
  const projects = createProjectRepository(db);
  const now = Date.now();
  const people = await db
    .selectFrom('person')
    .select(['id', 'profile_type'])
    .where('is_deleted', '=', false)
    .where('id', 'not in', Object.values(accounts))
    .orderBy('id')
    .limit(400)
    .execute();
  const providers = (
    await sql<{ person_id: number }>`SELECT DISTINCT pl.person_id FROM person_lookup pl
      JOIN lookup l ON l.kind = 'categories' AND l.id = pl.lookup_id AND l.is_cp
      WHERE pl.kind = 'categories' ORDER BY pl.person_id LIMIT 60`.execute(db)
  ).rows.map((row) => row.person_id);
  let tasks = 0;
  const created: number[] = [];
  for (const [index, deal] of deals.entries()) {
    const clientContact = people[index * 7]!.id;
    const team = [
      { person: accounts.admin, state: 1 },
      { person: accounts.user, state: index % 2 ? 1 : 3 },
      ...(deal.client ? [{ person: accounts.client, state: 2 }] : []),
      ...(index === 0 ? [{ person: accounts.guest, state: 4 }] : []),
    ];
    const closing = new Date(now + deal.months * 30 * day).toISOString().slice(0, 10);
    const id = await projects.create(
      {
        name: deal.name,
        client: clientContact,
        status: deal.status,
        project_types: deal.types,
        transaction_types: [index % 3 === 2 ? 2 : 1],
        transaction_sub_types: [1 + (index % 9)],
        tags: dealTags[index],
        asset_types: [1 + (index % 10), 1 + ((index + 4) % 10)],
        capital_required: deal.capital,
        recent_valuation: Math.round(deal.capital * 1.6),
        term_sheet_fee: 15_000 + index * 2_500,
        fees: deal.fees,
        closing_date: closing,
        members: team,
      },
      accounts.admin,
    );
    created.push(id);
    for (const [position, person] of providers.slice(index * 8, index * 8 + 6).entries())
      await db
        .insertInto('provider_relation')
        .values({
          project_id: id,
          person_id: person,
          state: 1 + ((position + index) % 5),
          last_contacted: new Date(now - (position + 1) * 3 * day),
        })
        .execute();
    await db
      .insertInto('project_note')
      .values([
        {
          project_id: id,
          text: 'Kick-off call held with the client.',
          creator_id: accounts.admin,
          created_at: new Date(now - 20 * day),
        },
        {
          project_id: id,
          text: 'Valuation instructed; report expected in two weeks.',
          creator_id: accounts.user,
          created_at: new Date(now - 6 * day),
        },
      ])
      .execute();
    const columns = await db
      .selectFrom('project_column')
      .select('id')
      .where('project_id', '=', id)
      .orderBy('position')
      .execute();
    const positions = new Map<number, number>();
    for (const [taskIndex, title] of taskTitles.entries()) {
      if (random.chance(0.25) && taskIndex > 2) continue;
      const column = columns[Math.min(columns.length - 1, Math.floor(taskIndex / 2.2))]!.id;
      const position = positions.get(column) ?? 0;
      positions.set(column, position + 1);
      // Due dates around today: some past, some within a day, most ahead.
      const due = new Date(now + (taskIndex - 2) * 2 * day + (taskIndex === 3 ? 12 * 3_600_000 - 2 * day : 0));
      const state = taskIndex < 2 ? 3 : taskIndex === 2 ? 2 : 1;
      const { id: task } = await db
        .insertInto('task')
        .values({
          project_id: id,
          column_id: column,
          position,
          title,
          state,
          due_date: due,
          created_by: accounts.admin,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const assignees = [accounts.user, ...(taskIndex % 3 === 0 ? [accounts.admin] : [])];
      if (index === 0 && taskIndex === 4) assignees.push(accounts.guest);
      if (deal.client && taskIndex === 5) assignees.push(accounts.client);
      await db
        .insertInto('task_assignee')
        .values(assignees.map((person) => ({ task_id: task, person_id: person })))
        .execute();
      if (taskIndex % 4 === 1)
        await db
          .insertInto('task_comment')
          .values({ task_id: task, text: 'Done, see the file attached to the project.', creator_id: accounts.user })
          .execute();
      tasks++;
    }
  }
  // Match Lenders: each deal's matching fields, and capital providers that fit it or nearly do.
  const lenders = await seedLenderDemo(db, created);
  return `${deals.length} projects, ${tasks} tasks, ${lenders} lenders matched to them`;
};
