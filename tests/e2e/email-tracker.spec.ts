import { expect, test, type Locator, type Page } from '@playwright/test';
import { call, createCapitalProvider, createOwnProject, newAccount, rest, restToken, uniqueStamp } from './rest.js';
import { signInDirectly } from './sign-in.js';

// Capital providers on a project and its email tracker (spec part 2 sections 2 to 4): added and moved between
// relationship states on the project page, then the tracker grouped by company, filtered and printed, each compared
// with REST `projects/{id}/`.

type Relation = {
  id: number;
  person: number;
  person_details: { full_name: string };
  company: string | null;
  state: number;
  notes: string | null;
};
type RestProject = { id: number; name: string; provider_relations: Relation[]; cp_summary: Record<string, number> };
type Person = { id: number; full_name: string; company: string | null; middle_name: string | null };

const STATE_NAMES = ['Contacted', 'Interested', 'Negotiating', 'Terms Agreed', 'Rejected'];
// The tracker's rule: a company's state is the furthest its contacts got (sorting_priority: Terms Agreed >
// Negotiating > Interested > Contacted > Rejected), so a company is Rejected only when every contact of it is.
const PRIORITY = [1, 2, 3, 4, 0];

function companyStates(project: RestProject): Map<string, string> {
  const best = new Map<string, number>();
  for (const relation of project.provider_relations) {
    const company = relation.company?.trim() || 'No company';
    const current = best.get(company);
    if (current === undefined || PRIORITY[relation.state - 1]! > PRIORITY[current - 1]!)
      best.set(company, relation.state);
  }
  return new Map([...best].map(([company, state]) => [company, STATE_NAMES[state - 1]!]));
}

/** Each company row of the tracker's table: its name and its state. */
async function shownCompanies(table: Locator): Promise<Map<string, string>> {
  const rows = await table
    .locator('tbody tr[data-company] th')
    .evaluateAll((cells) =>
      cells.map((cell) => [
        cell.querySelector('.MuiTypography-subtitle2')?.textContent ?? '',
        cell.querySelector('.MuiChip-label')?.textContent ?? '',
      ]),
    );
  return new Map(rows as [string, string][]);
}

async function providerCard(page: Page) {
  return page.locator('.MuiCard-root', { has: page.getByRole('heading', { name: 'Email Tracker' }) });
}

test('providers are added on the project page, their states changed one and several at once, the tracker groups them as REST does, filters and prints', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await restToken('admin@ft8.test');
  // The test's own deal, with seven providers of four companies already on it, in several states; and two
  // providers of a fourth company to add.
  const stamp = uniqueStamp();
  const deal = await createOwnProject(admin, `Tracker ${stamp}`);
  const already = [
    ['A', 1],
    ['A', 2],
    ['B', 5],
    ['C', 3],
    ['C', 1],
    ['D', 5],
    ['D', 4],
  ] as const;
  for (const [index, [letter, state]] of already.entries()) {
    const provider = await createCapitalProvider(admin, `${stamp}p${index}`, `Before ${letter} ${stamp}`);
    await call('POST', 'projects/providers/', admin, { project: deal.id, person: provider.id, state });
  }
  const before = await rest<RestProject>(`projects/${deal.id}/`, admin);
  const company = `Joining ${stamp}`;
  const first = await createCapitalProvider<Person>(admin, `${stamp}j1`, company);
  const second = await createCapitalProvider<Person>(admin, `${stamp}j2`, company);

  await page.addInitScript(() => {
    (window as unknown as { printCalls: number }).printCalls = 0;
    window.print = () => {
      (window as unknown as { printCalls: number }).printCalls += 1;
    };
  });
  await signInDirectly(page, 'admin@ft8.test');
  await page.goto(`/projects/${deal.id}`);
  const card = await providerCard(page);
  await expect(card.getByRole('list', { name: 'Capital providers' }).getByRole('listitem')).toHaveCount(
    Math.min(4, before.provider_relations.length),
  );

  // Add the two contacts through the contact picker, then together.
  const picker = card.getByRole('combobox', { name: 'Add capital provider' });
  for (const person of [first, second]) {
    await picker.fill(person.full_name);
    await page
      .getByRole('option', { name: new RegExp(`^${person.full_name}`) })
      .first()
      .click();
    await expect(card.getByLabel('Contacts to add')).toContainText(person.full_name);
  }
  await card.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(card.getByLabel('Contacts to add')).toHaveCount(0);
  const added = async () =>
    (await rest<RestProject>(`projects/${deal.id}/`, admin)).provider_relations.filter(
      (relation) => relation.person === first.id || relation.person === second.id,
    );
  await expect.poll(async () => (await added()).map((relation) => relation.state)).toEqual([1, 1]);

  // 4 shown, then 'Show more'.
  await card.getByRole('button', { name: 'Show more' }).click();
  const items = card.getByRole('list', { name: 'Capital providers' }).getByRole('listitem');
  await expect(items).toHaveCount(before.provider_relations.length + 2);

  // One provider's state through its menu.
  await card.getByRole('button', { name: `Options for ${first.full_name}` }).click();
  await page.getByRole('menuitem', { name: 'Terms Agreed' }).click();
  await expect.poll(async () => (await added()).find((relation) => relation.person === first.id)!.state).toBe(4);
  await expect(items.filter({ hasText: first.full_name })).toContainText('Terms Agreed');

  // Several at once: the second contact and the first provider that was there before.
  const other = before.provider_relations.find(
    (relation) => relation.company === `Before A ${stamp}` && relation.state === 1,
  )!;
  await card.getByRole('checkbox', { name: `Select ${second.full_name}` }).check();
  await card.getByRole('checkbox', { name: `Select ${other.person_details.full_name}` }).check();
  await expect(card.getByText('2 selected')).toBeVisible();
  await card.getByRole('button', { name: 'Change State' }).click();
  await page.getByRole('menuitem', { name: 'Negotiating' }).click();
  await expect
    .poll(async () => {
      const now = await rest<RestProject>(`projects/${deal.id}/`, admin);
      return [other.id, ...(await added()).map((relation) => relation.id)].map(
        (id) => now.provider_relations.find((relation) => relation.id === id)!.state,
      );
    })
    .toEqual([3, 4, 3]);
  await expect(card.getByText('Select all')).toBeVisible();

  // Notes, with when they were written.
  await card.getByRole('button', { name: `Options for ${second.full_name}` }).click();
  await page.getByRole('menuitem', { name: 'Add Notes' }).click();
  await page.getByRole('dialog').getByLabel('Notes').fill('Term sheet expected on Friday.');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(items.filter({ hasText: second.full_name })).toContainText('Term sheet expected on Friday.');
  await expect(items.filter({ hasText: second.full_name })).toContainText('Notes written');
  await expect
    .poll(async () => (await added()).find((relation) => relation.person === second.id)!.notes)
    .toBe('Term sheet expected on Friday.');

  const after = await rest<RestProject>(`projects/${deal.id}/`, admin);
  for (const [state, count] of Object.entries(after.cp_summary))
    await expect(card.getByLabel('Providers by state')).toContainText(`${state}: ${count}`);
  await page.screenshot({ path: '.artifacts/e2e/email-tracker-card.png', fullPage: true });

  // The tracker: every company once, with the highest state of its contacts; the summary is REST's cp_summary.
  await card.getByRole('link', { name: 'Manage' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${deal.id}/email-tracker$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Email Tracker: ${after.name}`);
  const table = page.getByRole('table', { name: 'Capital providers by company' });
  await expect(table.locator('tbody tr[data-provider]')).toHaveCount(after.provider_relations.length);
  const expected = companyStates(after);
  expect(await shownCompanies(table)).toEqual(expected);
  expect(expected.get(company)).toBe('Terms Agreed');
  // Rejected only when every contact of the company is; one at Terms Agreed makes it Terms Agreed.
  expect(expected.get(`Before B ${stamp}`)).toBe('Rejected');
  expect(expected.get(`Before D ${stamp}`)).toBe('Terms Agreed');
  const summary = page.getByLabel('Summary');
  await expect(summary.locator('[data-summary="Providers"] dd')).toHaveText(String(after.provider_relations.length));
  await expect(summary.locator('[data-summary="Companies"] dd')).toHaveText(String(expected.size));
  for (const name of STATE_NAMES)
    await expect(summary.locator(`[data-summary="${name}"] dd`)).toHaveText(String(after.cp_summary[name] ?? 0));
  await expect(table.locator('tr[data-provider]', { hasText: second.full_name })).toContainText(
    'Term sheet expected on Friday.',
  );
  await page.screenshot({ path: '.artifacts/e2e/email-tracker.png', fullPage: true });

  // The company filter keeps that company's contacts; the status filter the companies in that state.
  await page.getByRole('combobox', { name: 'Company' }).click();
  await page.getByRole('option', { name: company, exact: true }).click();
  await expect(table.locator('tbody tr[data-provider]')).toHaveCount(
    after.provider_relations.filter((relation) => relation.company === company).length,
  );
  expect([...(await shownCompanies(table)).keys()]).toEqual([company]);
  await page.getByRole('combobox', { name: 'Company' }).click();
  await page.getByRole('option', { name: 'All companies' }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Terms Agreed' }).click();
  const agreed = [...expected].filter(([, state]) => state === 'Terms Agreed').map(([name]) => name);
  await expect.poll(async () => [...(await shownCompanies(table)).keys()].sort()).toEqual(agreed.sort());
  await expect(page).toHaveURL(/email-tracker\?status=4$/);
  await page.screenshot({ path: '.artifacts/e2e/email-tracker-filtered.png', fullPage: true });

  // Print: the filtered tracker, read-only, then the print dialog once.
  await page.getByRole('link', { name: 'Print' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${deal.id}/email-tracker/print\\?status=4$`));
  const printed = page.getByRole('table', { name: 'Capital providers by company' });
  await expect.poll(async () => [...(await shownCompanies(printed)).keys()].sort()).toEqual(agreed.sort());
  await expect(page.getByLabel('Description')).toContainText(`Project: ${after.name}`);
  await expect(page.getByLabel('Description')).toContainText('Status: Terms Agreed');
  await expect.poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
  await expect(page.getByRole('button', { name: /Options for/ })).toHaveCount(0);
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: '.artifacts/e2e/email-tracker-print.png', fullPage: true });
});

test("a project that does not exist says 'Project not found' and goes to not-found", async ({ page }) => {
  await signInDirectly(page, 'admin@ft8.test');
  await page.goto('/projects/999999/email-tracker');
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Project not found' })).toBeVisible();
});

test("a project's client sees no providers card and no tracker, as REST sends them none; staff see both", async ({
  page,
}) => {
  const admin = await restToken('admin@ft8.test');
  // The test's own client account, on a deal of its own that has a provider.
  const clientEmail = await newAccount(3);
  const client = await restToken(clientEmail);
  const clientMe = await rest<{ id: number }>('auth/me/', client);
  const stamp = uniqueStamp();
  const project = await createOwnProject(admin, `Client view ${stamp}`, {
    members: [{ person: clientMe.id, state: 2 }],
  });
  const provider = await createCapitalProvider(admin, stamp);
  await call('POST', 'projects/providers/', admin, { project: project.id, person: provider.id, state: 1 });
  type Project = { id: number; name: string; provider_relations: unknown[] };
  expect((await rest<Project>(`projects/${project.id}/`, admin)).provider_relations).toHaveLength(1);
  expect((await rest<Project>(`projects/${project.id}/`, client)).provider_relations).toEqual([]);

  await signInDirectly(page, clientEmail);
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('heading', { name: 'Project Board' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Email Tracker' })).toHaveCount(0);
  await page.goto(`/projects/${project.id}/email-tracker`);
  await expect(page.getByText("The email tracker is for the firm's staff and the project's owners.")).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Print' })).toHaveCount(0);

  await page.context().clearCookies();
  await signInDirectly(page, 'user@ft8.test');
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('heading', { name: 'Email Tracker' })).toBeVisible();
  await page.goto(`/projects/${project.id}/email-tracker`);
  await expect(page.getByText("The email tracker is for the firm's staff and the project's owners.")).toHaveCount(0);
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Print' })).toBeVisible();
});
