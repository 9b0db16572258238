import { expect, test, type Page } from '@playwright/test';
import { call, createOwnProject, createPerson, rest, restToken, uniqueStamp } from './rest.js';
import { navigateInApp } from './navigation.js';
import type { RestProject } from './projects-support.js';
import { signInDirectly } from './sign-in.js';

// Projects (issue 17): the list, a project's page and the new-project page, each compared with REST; the CSV import;
// a project changed by someone else while a page shows it. What each role may see and do is in projects-roles.spec.ts.

const money = (value: number) => `£${new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }).format(value)}`;

/** The value shown under a label of the Project Information card. */
async function shownValue(page: Page, label: string) {
  const card = page.locator('.MuiCard-root', { has: page.getByRole('heading', { name: 'Project Information' }) });
  return (await card.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]').textContent()) ?? '';
}

test("the projects list shows REST's projects per status, and each project page its values and team", async ({
  page,
}) => {
  const admin = await restToken('admin@ft8.test');
  // Projects of the test's own, found by their stamp (Page Search): two Analysing, one Closed, each its own team.
  const stamp = uniqueStamp();
  const colleague = (await rest<{ id: number }>('auth/me/', await restToken('user@ft8.test'))).id;
  const made = [
    await createOwnProject(admin, `List ${stamp} Alder`, { status: 1, capital_required: 1_500_000 }),
    await createOwnProject(admin, `List ${stamp} Birch`, { status: 6, capital_required: 800_000 }),
    await createOwnProject(admin, `List ${stamp} Cedar`, {
      status: 1,
      members: [{ person: colleague, state: 3 }],
    }),
  ];
  const readAll = async () =>
    (await rest<{ results: RestProject[] }>(`projects/?limit=10000&ordering=name&search=${stamp}`, admin)).results;
  const all = await readAll();
  expect(all.map((project) => project.id)).toEqual(made.map((project) => project.id));
  const statuses = await rest<{ project_status_types: { id: number; name: string }[] }>('utils/types/', admin);
  await signInDirectly(page, 'admin@ft8.test');
  await page.goto(`/projects?search=${stamp}`);
  // The status filter starts on Analysing.
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Analysing');
  const names = page.locator('tbody tr td:nth-child(3)');
  await expect(names).toHaveText(all.filter((project) => project.status === 1).map((project) => project.name));
  await page.screenshot({ path: '.artifacts/e2e/projects-list.png', fullPage: true });

  // Every status: pick them all.
  await page.getByRole('combobox', { name: 'Status' }).click();
  for (const status of statuses.project_status_types.filter((status) => status.id !== 1))
    await page.getByRole('option', { name: status.name }).click();
  await page.keyboard.press('Escape');
  await expect(names).toHaveText(all.map((project) => project.name));

  // Three projects in turn, then the first again: each page shows what REST holds.
  const visits = [all[0]!, all[1]!, all[2]!, all[0]!];
  for (const project of visits) {
    await page
      .getByRole('row', { name: new RegExp(project.name) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));
    const fresh = await rest<RestProject>(`projects/${project.id}/`, admin);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fresh.name);
    expect(await shownValue(page, 'Capital Required')).toBe(money(fresh.capital_required));
    expect(await shownValue(page, 'Success Fee')).toBe(money(fresh.success_fee));
    expect(await shownValue(page, 'Total Fees')).toBe(money(fresh.total_fees));
    expect(await shownValue(page, 'Status')).toBe(
      statuses.project_status_types.find((status) => status.id === fresh.status)!.name,
    );
    const team = page.getByRole('list', { name: 'Team' }).getByRole('listitem');
    await expect(team).toHaveCount(fresh.members.length);
    for (const member of fresh.members)
      await expect(team.filter({ hasText: member.person_details.full_name })).toHaveCount(1);
    await page.getByRole('main').getByRole('link', { name: 'Projects' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    // Our projects again (in the app, no reload): the status filter is kept for the tab.
    await page.getByRole('textbox', { name: 'Page Search' }).fill(stamp);
    await expect(names).toHaveText(all.map((project) => project.name));
  }
});

test('a new project starts with the universal owner, saves with the derived fees, takes notes, and is deleted', async ({
  page,
}) => {
  const admin = await restToken('admin@ft8.test');
  // A client contact of the test's own, picked by its stamped name.
  const stamp = uniqueStamp();
  const client = await createPerson<{ id: number; full_name: string }>(admin, {
    first_name: 'Wharf',
    last_name: `Client${stamp}`,
    company: 'Wharf Clients Ltd',
    profile_type: 3,
    emails: [{ email: `wharf.${stamp}@own-data.test`, label: 'Work' }],
  });
  await signInDirectly(page, 'admin@ft8.test');
  await page.goto('/projects/new');
  const team = page.getByRole('list', { name: 'Team' }).getByRole('listitem');
  await expect(team).toHaveCount(1);
  await expect(team.first()).toContainText('Alex Morgan');
  await expect(team.first()).toContainText('Owner');

  // Required fields first.
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();

  await page.getByLabel('Project Name').fill('E2E Wharf Refinance');
  await page.getByRole('combobox', { name: 'Client' }).fill(client.full_name);
  await page
    .getByRole('option', { name: new RegExp(client.full_name) })
    .first()
    .click();
  await page.getByRole('combobox', { name: 'Project Type' }).click();
  await page.getByRole('option', { name: 'Investment' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('combobox', { name: 'Project Type' })).toHaveText('Investment');
  await page.getByRole('combobox', { name: 'Transaction Sub Type' }).click();
  await page.getByRole('option', { name: 'Senior Debt' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Tags' }).fill('New Build');
  await page.getByRole('combobox', { name: 'Tags' }).press('Enter');
  const capital = page.getByLabel('Capital Required');
  await capital.fill('2500000');
  await expect(capital).toHaveValue('2,500,000');
  // A third decimal is ignored (spec part 2 section 5).
  const fees = page.getByLabel('Fees', { exact: true });
  await fees.fill('1.25');
  await fees.pressSequentially('9');
  await expect(fees).toHaveValue('1.25');
  await page.getByLabel('Term Sheet Fee').fill('10000');
  await page.getByLabel('Closing Date').fill('2027-06-30');
  await page.screenshot({ path: '.artifacts/e2e/project-new.png', fullPage: true });
  await page.getByRole('button', { name: 'Create Project' }).click();

  await expect(page).toHaveURL(/\/projects\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const saved = await rest<RestProject & { client: number }>(`projects/${id}/`, admin);
  expect(saved.name).toBe('E2E Wharf Refinance');
  expect(saved.client).toBe(client.id);
  expect(saved.capital_required).toBe(2_500_000);
  expect(saved.success_fee).toBe(31_250);
  expect(saved.total_fees).toBe(41_250);
  const subTypes = (await rest<{ transaction_sub_types: { id: number; name: string }[] }>('utils/types/', admin))
    .transaction_sub_types;
  expect(saved.transaction_sub_types).toEqual([subTypes.find((item) => item.name === 'Senior Debt')!.id]);
  expect(saved.tags).toEqual(['new build']);
  // Polled: the URL changes as the page opens, and the create form's fields may still stand for a moment (CI read
  // "Senior DebtTransaction Sub Type" from the form's chip and label once).
  await expect.poll(() => shownValue(page, 'Transaction Sub Type')).toBe('Senior Debt');
  await expect.poll(() => shownValue(page, 'Tags')).toBe('new build');
  await expect.poll(() => shownValue(page, 'Success Fee')).toBe('£31,250');
  await expect.poll(() => shownValue(page, 'Total Fees')).toBe('£41,250');

  // Edit: Cancel discards, Save keeps.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Project Name').fill('Discarded name');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E2E Wharf Refinance');
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Project Name').fill('E2E Wharf Refinance II');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E2E Wharf Refinance II');
  expect((await rest<RestProject>(`projects/${id}/`, admin)).name).toBe('E2E Wharf Refinance II');

  // A note.
  await page.getByLabel('New note').fill('Term sheet sent to three lenders');
  await page.getByLabel('New note').press('Enter');
  await expect(page.getByRole('list', { name: 'Notes' })).toContainText('Term sheet sent to three lenders');
  expect((await rest<RestProject>(`projects/${id}/`, admin)).notes.map((note) => note.text)).toEqual([
    'Term sheet sent to three lenders',
  ]);
  await page.screenshot({ path: '.artifacts/e2e/project-detail.png', fullPage: true });

  // Delete goes to /projects.
  await page.getByRole('button', { name: 'Delete' }).first().click();
  await expect(page.getByText('Are you sure you want to delete this project?')).toBeVisible();
  await page.getByRole('button', { name: 'YES' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  const gone = await fetch(`${(process.env.API_URL ?? '').replace(/\/$/, '')}/projects/${id}/`, {
    headers: { authorization: `Token ${admin}` },
  });
  expect(gone.status).toBe(404);
});

test('a project id that does not exist says so and goes to not-found', async ({ page }) => {
  await signInDirectly(page, 'admin@ft8.test');
  await page.goto('/projects/999999');
  await expect(page.getByText('Project not found')).toBeVisible();
  await expect(page).toHaveURL(/\/not-found$/);
});

test('a project CSV import creates the good lines, counts a duplicate and lists each failed line with why', async ({
  page,
}) => {
  const admin = await restToken('admin@ft8.test');
  const stamp = uniqueStamp();
  // The lines' client: a contact of the test's own, named by its email.
  const clientEmail = `quay.${stamp}@own-data.test`;
  const client = await createPerson<{ id: number }>(admin, {
    first_name: 'Quay',
    last_name: `Client${stamp}`,
    company: 'Quay Clients Ltd',
    profile_type: 3,
    emails: [{ email: clientEmail, label: 'Work' }],
  });
  const csv = [
    'Project Name,Client Email,Project Type,Closing Date,Capital Required',
    `Imported Quay ${stamp},${clientEmail},Development,2027-09-30,"1,500,000"`,
    `No client ${stamp},nobody-${stamp}@ft8.test,Development,2027-09-30,0`,
    `Bad date ${stamp},${clientEmail},Investment,2027-02-30,0`,
    // The first line's project again: a duplicate, not created twice.
    `IMPORTED QUAY ${stamp},${clientEmail},Development,2027-10-31,0`,
  ].join('\n');
  await signInDirectly(page, 'admin@ft8.test');
  await page.goto('/projects');
  await page.getByTestId('import-csv-input-projects').setInputFiles({
    name: 'projects.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page.getByTestId('import-result')).toHaveText('Created: 1 | Duplicated: 1 | Failed: 2');
  await expect(page.getByText('2 lines could not be imported.')).toBeVisible();
  // Each failed line with why, in the dialog.
  const failedList = page.getByRole('list', { name: 'Failed lines' }).getByRole('listitem');
  await expect(failedList).toHaveCount(2);
  await expect(failedList.first()).toHaveText(`Line 3: client: No contact has the email nobody-${stamp}@ft8.test.`);
  await expect(failedList.nth(1)).toContainText('Line 4: closing_date: Date has wrong format. Use YYYY-MM-DD.');
  await page.screenshot({ path: '.artifacts/e2e/project-import-result.png' });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download failed lines' }).click();
  const failed = await (await download).path();
  const lines = (await import('node:fs')).readFileSync(failed, 'utf8').trim().split('\n');
  expect(lines[0]).toBe('line,reason');
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['3', '4']);
  expect(lines[1]).toContain('No contact has the email');
  await page.getByRole('button', { name: 'Close' }).click();
  const created = (
    await rest<{ results: { name: string; client: number; capital_required: number }[] }>(
      `projects/?search=${stamp}`,
      admin,
    )
  ).results;
  expect(created).toEqual([
    expect.objectContaining({ name: `Imported Quay ${stamp}`, client: client.id, capital_required: 1_500_000 }),
  ]);

  // A file without the required columns: the spec's message with the status, and the server's reason.
  await page.getByTestId('import-csv-input-projects').setInputFiles({
    name: 'projects.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Project Name,Client Email\nNo types ${stamp},${clientEmail}\n`),
  });
  await expect(page.getByText('An error occured while importing your CSV 400')).toBeVisible();
  await expect(page.getByTestId('import-refused')).toHaveText(
    'The CSV header must name the columns project_types, closing_date.',
  );
});

test("a project renamed since shows its new name in the board's switcher and on the calendar, without a reload", async ({
  page,
}) => {
  const admin = await restToken('admin@ft8.test');
  const stamp = uniqueStamp();
  // Far off: the calendar tests, in the other worker, compare this week's and this month's closing dates with REST.
  const created = await createOwnProject(admin, `Renamed Wharf ${stamp}`, { closing_date: '2031-03-31' });
  // The board the switcher is opened on: another project of the test's own.
  const other = await createOwnProject(admin, `Switcher Yard ${stamp}`, { closing_date: '2031-03-31' });
  try {
    await signInDirectly(page, 'admin@ft8.test');
    // The switcher and the calendar read the projects once, with the old name.
    await page.goto(`/projects/${other.id}/tasks`);
    await page.getByRole('button', { name: 'Switch project' }).click();
    await expect(page.getByRole('menuitem', { name: `Renamed Wharf ${stamp}` })).toBeVisible();
    await page.keyboard.press('Escape');
    await navigateInApp(page, '/calendar/month');
    await expect(page.getByTestId('calendar-displaying')).toContainText(`Renamed Wharf ${stamp}`);

    // Someone renames it; this browser comes back to both screens within the app.
    await call('PATCH', `projects/${created.id}/`, admin, { name: `Renamed Quay ${stamp}` });
    await navigateInApp(page, `/projects/${other.id}/tasks`);
    await page.getByRole('button', { name: 'Switch project' }).click();
    await expect(page.getByRole('menuitem', { name: `Renamed Quay ${stamp}` })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: `Renamed Wharf ${stamp}` })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await navigateInApp(page, '/calendar/month');
    await expect(page.getByTestId('calendar-displaying')).toContainText(`Renamed Quay ${stamp}`);
    await expect(page.getByTestId('calendar-displaying')).not.toContainText(`Renamed Wharf ${stamp}`);
  } finally {
    for (const project of [created, other]) await call('DELETE', `projects/${project.id}/`, admin);
  }
});

test("a save sends only the fields changed on the page: another person's rename and new tag made meanwhile stay", async ({
  page,
}) => {
  const admin = await restToken('admin@ft8.test');
  const stamp = uniqueStamp();
  const created = await createOwnProject(admin, `Lost Update Wharf ${stamp}`, {
    // Far off: the calendar tests, in the other worker, compare this week's and this month's closing dates with REST.
    closing_date: '2031-03-31',
    tags: ['riverside'],
  });
  try {
    // A user (staff: full access) opens the project and starts editing.
    await signInDirectly(page, 'user@ft8.test');
    await page.goto(`/projects/${created.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Lost Update Wharf ${stamp}`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByLabel('Closing Date')).toHaveValue('2031-03-31');

    // Meanwhile an admin renames it and adds a tag.
    await call('PATCH', `projects/${created.id}/`, admin, {
      name: `Lost Update Quay ${stamp}`,
      tags: ['riverside', 'phase 2'],
    });

    // The user changes the closing date only, and saves: the page sends that field alone.
    await page.getByLabel('Closing Date').fill('2031-04-30');
    const sent = page.waitForRequest(
      (request) =>
        request.url().endsWith('/graphql') &&
        (request.postDataJSON() as { operationName?: string } | null)?.operationName === 'ProjectPage_Update',
    );
    await page.getByRole('button', { name: 'Save' }).click();
    const variables = ((await sent).postDataJSON() as { variables: { input: { fields: object } } }).variables;
    expect(variables.input.fields).toEqual({ closingDate: '2031-04-30' });
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();

    // REST holds both changes, and the page shows the project as REST holds it.
    const saved = await rest<RestProject>(`projects/${created.id}/`, admin);
    expect(saved).toMatchObject({
      name: `Lost Update Quay ${stamp}`,
      tags: ['phase 2', 'riverside'],
      closing_date: '2031-04-30',
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(saved.name);
  } finally {
    await call('DELETE', `projects/${created.id}/`, admin);
  }
});
