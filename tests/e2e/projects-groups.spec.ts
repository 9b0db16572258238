import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  countsShown,
  expectRestCounts,
  groupBy,
  groupsOnScreen,
  recordGroupCounts,
  type GroupCount,
} from './group-counts.js';
import { call, newAccount, rest, restToken } from './rest.js';
import { signInDirectly } from './sign-in.js';

// The projects list grouped: each group's count is its size in the whole list as searched and filtered (REST
// `projects/group_counts/`), however few of its rows are loaded; a project with two types counts in each. Every
// number a header shows, even for a moment, must be REST's.

const apiUrl = (process.env.API_URL ?? 'http://127.0.0.1:8000/api').replace(/\/$/, '');
/**
 * The rows a page of the list asks for, instead of 200: this test's 30 projects then take three pages, as the 5,000
 * of a firm take 25, without putting hundreds of projects before the other tests that read the whole list.
 */
const PAGE_ROWS = 10;
const PROJECTS = 30;

type Lookups = Record<'project_status_types' | 'project_types' | 'transaction_types', { id: number; name: string }[]>;
type ProjectGroup = GroupCount<number | string | null> & { client_details?: { full_name: string } | null };

/** This test's projects, imported as the list's CSV import does (`Zz`: after the demo projects by name). */
async function importProjects(token: string, stamp: string): Promise<number[]> {
  const types = ['Development;Investment', 'Development', 'Land Bridge'];
  const transactionTypes = ['', 'Debt', 'Debt;Equity', 'Equity'];
  const lines = Array.from({ length: PROJECTS }, (_, i) =>
    [
      `${stamp} ${String(i).padStart(2, '0')}`,
      i % 7 < 3 ? 'client@ft8.test' : 'user@ft8.test',
      i % 5 === 0 ? 'Mandated' : 'Analysing',
      types[i % 3],
      transactionTypes[i % 4],
      '2031-06-30',
    ].join(','),
  );
  const csv = ['Project Name,Client Email,Status,Project Type,Transaction Type,Closing Date', ...lines].join('\n');
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'projects.csv');
  const response = await fetch(`${apiUrl}/projects/importCsv/`, {
    method: 'POST',
    headers: { authorization: `Token ${token}` },
    body: form,
  });
  expect(response.status).toBe(200);
  const outcome = (await response.json()) as { created: { id: number }[]; failed_lines: unknown[] };
  expect(outcome.failed_lines).toEqual([]);
  expect(outcome.created).toHaveLength(PROJECTS);
  return outcome.created.map((project) => project.id);
}

/** The list asks for pages of `PAGE_ROWS` projects. */
async function smallPages(page: Page) {
  await page.route('**/graphql', async (route) => {
    const request = route.request();
    const body = (request.method() === 'POST' ? request.postDataJSON() : null) as {
      operationName?: string;
      variables?: Record<string, unknown>;
    } | null;
    if (body?.operationName !== 'ProjectsListPage_Projects') return route.fallback();
    await route.fallback({ postData: JSON.stringify({ ...body, variables: { ...body.variables, first: PAGE_ROWS } }) });
  });
}

test("the grouped projects list shows each group's size in the whole filtered list, not its loaded rows'", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A new User of its own: the grouping is saved with the account's preferences, which no other test then sees.
  const account = await newAccount(2);
  const token = await restToken(account);
  const stamp = `Zz Grouped ${Date.now().toString(36)}`;
  const lookups = await rest<Lookups>('utils/types/', token);
  const ids = await importProjects(token, stamp);
  try {
    const nameOf = (kind: keyof Lookups) => (id: number | string) => lookups[kind].find((item) => item.id === id)?.name;
    /** REST's group counts of `field` for the list's search (and `query`), by the label the list shows. */
    const restCounts = async (field: string, label: (group: ProjectGroup) => string | undefined, query = '') => {
      const search = encodeURIComponent(stamp);
      const groups = await rest<ProjectGroup[]>(
        `projects/group_counts/?field=${field}&search=${search}${query}`,
        token,
      );
      const counts = new Map<string, number>();
      for (const group of groups) {
        const shown = group.value === null ? '(blank)' : (label(group) ?? String(group.value));
        counts.set(shown, (counts.get(shown) ?? 0) + group.count);
      }
      return counts;
    };
    const typeName = (group: ProjectGroup) => nameOf('project_types')(group.value!);
    /** Checks each count the page showed, grouped by `column`, against REST's (`field`, the list's `query`). */
    const expectGroupsAsRest = async (
      column: string,
      field: string,
      label: (group: ProjectGroup) => string | undefined,
      query = '',
    ) => {
      const before = await restCounts(field, label, query);
      const shown = await groupsOnScreen(page);
      const byColumn = (await countsShown(page))[column] ?? {};
      expectRestCounts(byColumn, before, await restCounts(field, label, query));
      // Each group on screen showed a count, and REST has no group the page left out.
      expect(shown.sort(), column).toEqual([...before.keys()].sort());
      return before;
    };

    // The account's list is grouped by project type before it opens: the first page's groups are drawn at once.
    const me = await rest<{ id: number }>('auth/me/', token);
    await call('PATCH', `people/${me.id}/`, token, {
      table_column_prefs: { projects: [{ type: 'projectTypes', group: true }] },
    });
    await smallPages(page);
    await recordGroupCounts(page);
    await signInDirectly(page, account);
    await page.goto(`/projects?search=${encodeURIComponent(stamp)}`);
    // The status filter starts on Analysing: 24 projects, the first page 10 of them.
    await expect(page.getByText(`${PROJECTS - PROJECTS / 5} projects`)).toBeVisible();
    await page.getByRole('button', { name: 'Collapse all' }).click();
    const analysing = await expectGroupsAsRest('Project Type', 'project_types', typeName, '&status=1');
    // Each project sits in the group of each of its types: no group is named after two types joined.
    expect([...analysing.keys()].sort()).toEqual(['Development', 'Investment', 'Land Bridge']);
    if (process.env.SCREENSHOT_DIR)
      await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, 'projects-grouped-by-type.png') });

    // Every status.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Analysing' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByText(`${PROJECTS} projects`)).toBeVisible();
    for (const [column, field, label] of [
      ['Status', 'status', (group: ProjectGroup) => nameOf('project_status_types')(group.value!)],
      ['Client', 'client', (group: ProjectGroup) => group.client_details?.full_name],
    ] as const) {
      await groupBy(page, column);
      const counts = await expectGroupsAsRest(column, field, label);
      expect([...counts.values()].reduce((sum, count) => sum + count)).toBe(PROJECTS);
    }

    // The status filter narrows the counts as it narrows the list: Mandated only.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Mandated' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByText(`${PROJECTS / 5} projects`)).toBeVisible();
    await groupBy(page, 'Transaction Type');
    const transactionType = (group: ProjectGroup) => nameOf('transaction_types')(group.value!);
    await expectGroupsAsRest('Transaction Type', 'transaction_types', transactionType, '&status=2');
  } finally {
    await call('DELETE', 'projects/multiple/', token, { ids });
  }
});
