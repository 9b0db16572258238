import { expect, test, type Page } from '@playwright/test';
import { createPerson, rest, restToken } from './rest.js';
import { signInDirectly } from './sign-in.js';

// A contact's Projects and Tasks cards (spec part 1 section 2, part 2 "Task grouping"), and Assign to Project from
// the contacts list (part 1 section 2, part 2 sections 5, 6 and 8), each compared with REST.

type RestProject = { id: number; name: string; status: number; client: number | null; members: { person: number }[] };
type RestTask = { id: number; title: string; state: number };
type RestPerson = { id: number; full_name: string; invite_status: number };

const apiUrl = (process.env.API_URL ?? 'http://127.0.0.1:8000/api').replace(/\/$/, '');
const GROUPS = [
  { state: 1, label: 'To Do' },
  { state: 2, label: 'Submitted' },
  { state: 3, label: 'Approved' },
] as const;
const unique = () => `cp${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function personNamed(name: string, token: string) {
  const found = await rest<{ results: RestPerson[] }>(`people/?search=${encodeURIComponent(name)}`, token);
  return found.results.find((person) => person.full_name === name)!;
}

/** The contact's cards show what REST holds now: projects by name (4, then all), tasks by state. */
async function expectCards(page: Page, personId: number, token: string) {
  const [projects, tasks, lookups] = await Promise.all([
    rest<{ results: RestProject[] }>(`projects/?member=${personId}&ordering=name&limit=10000`, token),
    rest<{ results: RestTask[] }>(`tasks/?assignees=${personId}&ordering=due_date&limit=10000`, token),
    rest<{ project_status_types: { id: number; name: string }[] }>('utils/types/', token),
  ]);
  const statusName = (id: number) => lookups.project_status_types.find((status) => status.id === id)?.name ?? '';

  const card = page.getByRole('region', { name: 'Projects', exact: true });
  const links = card.getByRole('link');
  if (projects.results.length === 0) await expect(card.getByText('No projects.')).toBeVisible();
  await expect(links).toHaveText(projects.results.slice(0, 4).map((project) => project.name));
  if (projects.results.length > 4) {
    await card.getByRole('button', { name: 'Show all' }).click();
    await expect(links).toHaveText(projects.results.map((project) => project.name));
  }
  for (const [index, project] of projects.results.entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', `/projects/${project.id}/`);
    await expect(card.getByRole('listitem').nth(index)).toContainText(statusName(project.status));
  }

  const tasksCard = page.getByRole('region', { name: 'Tasks', exact: true });
  for (const group of GROUPS) {
    const region = tasksCard.getByRole('region', { name: group.label, exact: true });
    const inGroup = tasks.results.filter((task) => task.state === group.state);
    await expect(region.getByRole('link')).toHaveText(inGroup.map((task) => task.title));
    if (inGroup.length === 0) await expect(region.getByText('No tasks currently in this state.')).toBeVisible();
    for (const [index, task] of inGroup.entries()) {
      const link = region.getByRole('link').nth(index);
      // Closing the task returns to this contact (its `back`).
      await expect(link).toHaveAttribute('href', new RegExp(`^/task/${task.id}\\?back=%2Fcontacts%2F`));
      if (group.state === 3) await expect(link).toHaveCSS('text-decoration-line', 'line-through');
      else await expect(link).not.toHaveCSS('text-decoration-line', 'line-through');
    }
  }
  return { projects: projects.results, tasks: tasks.results };
}

test("each contact's Projects and Tasks cards show REST's projects and tasks, going back and forth", async ({
  page,
}) => {
  const admin = await restToken('admin@ft8.test');
  // A team member on many deals with tasks in every state, a client, a contact on deals without tasks, a new contact.
  const [sam, priya, rupert] = await Promise.all(
    ['Sam Taylor', 'Priya Shah', 'Rupert Singh'].map((name) => personNamed(name, admin)),
  );
  const stamp = unique();
  const fresh = await createPerson<RestPerson>(admin, {
    first_name: 'Nobody',
    last_name: stamp,
    company: `${stamp} Ltd`,
    profile_type: 3,
    emails: [{ email: `nobody.${stamp}@e2e.test`, label: 'Work' }],
  });
  await signInDirectly(page, 'admin@ft8.test');

  const visits = [sam!, priya!, rupert!, fresh, sam!];
  for (const person of visits) {
    await page.goto(`/contacts/${person.id}`);
    await expect(page.getByRole('heading', { name: person.full_name })).toBeVisible();
    await expectCards(page, person.id, admin);
    await page.screenshot({ path: `.artifacts/e2e/contact-cards-${person.id}.png`, fullPage: true });
  }

  // Back through the history: each contact's cards again, not another's.
  for (const person of [fresh, rupert!, priya!]) {
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/contacts/${person.id}$`));
    await expect(page.getByRole('heading', { name: person.full_name })).toBeVisible();
    await expectCards(page, person.id, admin);
  }

  // Into a project and a task from the cards, and back: the app's own navigation.
  await page.getByRole('region', { name: 'Projects', exact: true }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/projects\/\d+\/?$/);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/contacts/${priya!.id}$`));
  await expectCards(page, priya!.id, admin);
  const toDo = page.getByRole('region', { name: 'Tasks', exact: true }).getByRole('region', { name: 'To Do' });
  const firstTask = toDo.getByRole('link').first();
  const taskHref = await firstTask.getAttribute('href');
  await firstTask.click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === taskHref);
  await page.goBack();
  await expectCards(page, priya!.id, admin);
  await page.goForward();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === taskHref);
});

test('assigns an invited contact to a project from the contacts list, as REST then holds the team', async ({
  page,
}) => {
  const admin = await restToken('admin@ft8.test');
  const guest = await personNamed('Daniel Hughes', admin);
  expect(guest.invite_status).toBe(2);
  const rupert = await personNamed('Rupert Singh', admin);
  // A project of its own, so that the demo deals stay as the other tests read them.
  const name = `Assign Wharf ${unique()}`;
  const created = await fetch(`${apiUrl}/projects/`, {
    method: 'POST',
    headers: { authorization: `Token ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name, client: rupert.id, project_types: [1], closing_date: '2027-09-30' }),
  });
  expect(created.status).toBe(201);
  const project = (await created.json()) as RestProject;
  expect(project.members.map((member) => member.person)).not.toContain(guest.id);

  await signInDirectly(page, 'admin@ft8.test');
  await page.goto(`/contacts?search=${encodeURIComponent(guest.full_name)}`);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Assign to Project' }).click();
  await expect(page).toHaveURL(new RegExp(`/contacts/assignToProject\\?search=.*items=${guest.id}$`));
  const dialog = page.getByRole('dialog', { name: 'Select a Project' });
  await expect(dialog).toBeVisible();
  // The list stays underneath.
  await expect(rows).toHaveCount(1);
  const assign = dialog.getByRole('button', { name: 'Assign' });
  await expect(assign).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Project' }).fill(name.slice(0, 14));
  await page.getByRole('option', { name }).click();
  await expect(assign).toBeEnabled();
  await page.screenshot({ path: '.artifacts/e2e/contact-assign-dialog.png' });
  await assign.click();
  await expect(page.getByText('Assigned contacts')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/contacts\?search=Daniel/);

  const team = await rest<RestProject & { members: { person: number; state: number }[] }>(
    `projects/${project.id}/`,
    admin,
  );
  expect(team.members.map((member) => member.person)).toContain(guest.id);
  // The guest's Projects card now lists the project.
  await page.goto(`/contacts/${guest.id}`);
  const { projects } = await expectCards(page, guest.id, admin);
  expect(projects.map((row) => row.id)).toContain(project.id);
});

test('Assign to Project is disabled with the popover while the selection includes a contact not invited', async ({
  page,
}) => {
  const admin = await restToken('admin@ft8.test');
  const stamp = unique();
  const notInvited = await createPerson<RestPerson>(admin, {
    first_name: 'Uninvited',
    last_name: stamp,
    company: `${stamp} Ltd`,
    profile_type: 3,
    emails: [{ email: `uninvited.${stamp}@e2e.test`, label: 'Work' }],
  });
  expect(notInvited.invite_status).toBe(0);
  await signInDirectly(page, 'admin@ft8.test');
  await page.goto(`/contacts?search=${stamp}`);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  const action = page.getByRole('button', { name: 'Assign to Project' });
  await expect(action).toBeDisabled();
  await rows.first().getByRole('checkbox').check();
  await expect(action).toBeDisabled();
  await action.locator('xpath=..').hover();
  await expect(
    page.getByRole('tooltip', {
      name: 'Current selection includes contacts who are not invited members of the product',
    }),
  ).toBeVisible();
  await page.screenshot({ path: '.artifacts/e2e/contact-assign-not-invited.png' });

  // The dialog's own address with that contact: Assign stays disabled whatever project is chosen.
  await page.goto(`/contacts/assignToProject?search=${stamp}&items=${notInvited.id}`);
  const dialog = page.getByRole('dialog', { name: 'Select a Project' });
  await expect(rows).toHaveCount(1);
  await dialog.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option').first().click();
  await expect(dialog.getByRole('button', { name: 'Assign' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/contacts\\?search=${stamp}$`));
});

test("Assign to Project's own address checks the contacts' invite status, loaded in the list or not", async ({
  page,
}) => {
  const admin = await restToken('admin@ft8.test');
  const invited = await personNamed('Daniel Hughes', admin);
  expect(invited.invite_status).toBe(2);
  const stamp = unique();
  const notInvited = await createPerson<RestPerson>(admin, {
    first_name: 'Unlisted',
    last_name: stamp,
    company: `${stamp} Ltd`,
    profile_type: 3,
    emails: [{ email: `unlisted.${stamp}@e2e.test`, label: 'Work' }],
  });
  expect(notInvited.invite_status).toBe(0);
  await signInDirectly(page, 'admin@ft8.test');
  const rows = page.locator('tbody tr');
  const dialog = page.getByRole('dialog', { name: 'Select a Project' });
  const assign = dialog.getByRole('button', { name: 'Assign' });
  const pickProject = async () => {
    await dialog.getByRole('combobox', { name: 'Project' }).click();
    await page.getByRole('option').first().click();
  };

  // The list shows only the invited contact; the one not invited is among the ids all the same.
  await page.goto(
    `/contacts/assignToProject?search=${encodeURIComponent(invited.full_name)}&items=${invited.id},${notInvited.id}`,
  );
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(invited.full_name);
  await pickProject();
  await expect(assign).toBeDisabled();
  await assign.locator('xpath=..').hover();
  await expect(
    page.getByRole('tooltip', {
      name: 'Current selection includes contacts who are not invited members of the product',
    }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // An invited contact the list has not loaded: Assign is enabled once a project is chosen.
  await page.goto(`/contacts/assignToProject?search=${stamp}&items=${invited.id}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(stamp);
  await pickProject();
  await expect(assign).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});
