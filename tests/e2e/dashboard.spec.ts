import { expect, test, type Page } from '@playwright/test';
import { rest, restToken } from './rest.js';
import { signInDirectly } from './sign-in.js';

// The client's dashboard (spec part 1, Dashboards): / shows their first project, /dashboard/{id} the one named, the
// switcher moves between them, and a board project that does not load (404, or not theirs) sends the user home.

type Column = { name: string; hidden: boolean; progress: { total: number; approved: number } };
type Project = { id: number; name: string };

/** The overall progress REST gives for a project's board, as the dashboard writes it. */
async function restProgress(token: string, projectId: number) {
  const columns = (await rest<Column[]>(`projects/columns/?project=${projectId}`, token)).filter((c) => !c.hidden);
  const total = columns.reduce((sum, column) => sum + column.progress.total, 0);
  const approved = columns.reduce((sum, column) => sum + column.progress.approved, 0);
  return {
    overall: `${total ? Math.round((approved / total) * 100) : 0}%`,
    columns: columns.map((column) => `${column.name}${column.progress.approved} of ${column.progress.total} approved`),
  };
}

async function expectDashboardOf(page: Page, token: string, project: Project) {
  await expect(page.getByRole('combobox', { name: 'Project' })).toHaveText(project.name);
  // REST read again on each try: the board tests move this project's tasks meanwhile, and the dashboard is live.
  await expect(async () => {
    const progress = await restProgress(token, project.id);
    await expect(page.getByTestId('overall-progress')).toContainText(progress.overall, { timeout: 1_000 });
    await expect(page.getByTestId('column-progress')).toHaveText(
      progress.columns.map((text) => new RegExp(text)),
      { timeout: 1_000 },
    );
  }).toPass({ timeout: 15_000 });
}

test("a client's dashboard follows /dashboard/{id} and its switcher; a project that does not load sends them home", async ({
  page,
}) => {
  const client = await restToken('client@ft8.test');
  const admin = await restToken('admin@ft8.test');
  const mine = (await rest<{ results: Project[] }>('projects/?limit=10000&ordering=name', client)).results;
  const every = (await rest<{ results: Project[] }>('projects/?limit=10000&ordering=name', admin)).results;
  const notMine = every.find((project) => !mine.some((own) => own.id === project.id));
  expect(mine.length).toBeGreaterThan(1);
  expect(notMine).toBeDefined();

  await signInDirectly(page, 'client@ft8.test');
  await page.goto(`/dashboard/${mine[1]!.id}`);
  await expectDashboardOf(page, client, mine[1]!);
  await page.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name: mine[0]!.name }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${mine[0]!.id}$`));
  await expectDashboardOf(page, client, mine[0]!);
  await page.goBack();
  await expectDashboardOf(page, client, mine[1]!);

  for (const id of ['999999', String(notMine!.id), 'abc']) {
    await page.goto(`/dashboard/${id}`);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Project not found')).toBeVisible();
    await expectDashboardOf(page, client, mine[0]!);
  }
  await page.screenshot({ path: '.artifacts/e2e/client-dashboard-home.png', fullPage: true });
});

type MineTask = { id: number; title: string };

test("a staff member's dashboard lists their projects and tasks as REST has them (admin and user)", async ({
  page,
}) => {
  for (const email of ['admin@ft8.test', 'user@ft8.test']) {
    const token = await restToken(email);
    const projects = await rest<{ count: number; results: Project[] }>(
      'projects/?mine=true&limit=25&ordering=closing_date',
      token,
    );
    const me = await rest<{ id: number }>('auth/me/', token);
    const tasks = await rest<{ results: MineTask[] }>(`tasks/?assignees=${me.id}&ordering=due_date&limit=200`, token);
    expect(projects.count, email).toBeGreaterThan(0);
    expect(tasks.results.length, email).toBeGreaterThan(0);

    await page.context().clearCookies();
    await signInDirectly(page, email);
    await page.goto('/');
    // Names in REST's order (by closing date); the dashboard leaves none out and adds none.
    await expect(page.getByTestId('dashboard-projects').getByRole('link')).toHaveCount(projects.results.length);
    const shown = await page
      .getByTestId('dashboard-projects')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.querySelector('.MuiListItemText-primary')?.textContent));
    expect(shown).toEqual(projects.results.map((project) => project.name));
    await expect(page.getByTestId('dashboard-tasks').getByRole('link')).toHaveCount(tasks.results.length);
    await expect(page.getByText('Could not load')).toHaveCount(0);
  }
});
