import { expect, test } from '@playwright/test';
import {
  call,
  connectSandboxOutlook,
  createCapitalProvider,
  createOwnProject,
  rest,
  restToken,
  uniqueStamp,
} from './rest.js';
import { signInDirectly } from './sign-in.js';

// Match Lenders (extension, issue 54): a deal of the test's own with three providers of its own (one fits, one
// nearly fits, one fails), the screen's order and reasons compared with REST `projects/{id}/lender_matches/`, the
// fails shown on request, and two selected providers added to the project as Contacted with a company draft to them,
// in one step (`startLenderOutreach`: one transaction), each recorded in Contact Activity.

type Miss = { criterion: string; want: number | boolean; have: number | boolean; gap: number | null; hard: boolean };
type Match = {
  person: { id: number; full_name: string };
  fits: boolean;
  score: number;
  misses: Miss[];
  relation_state: number | null;
};
type Matches = { count: number; results: Match[] };
type Project = { provider_relations: { person: number; state: number }[] };

test('ranks the providers for a deal, says what a near miss misses, and adds the selected as Contacted', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const token = await restToken('admin@ft8.test');
  await connectSandboxOutlook(token);
  const stamp = uniqueStamp();
  const project = await createOwnProject(token, `Lender Match ${stamp}`);
  const types = await rest<{
    transaction_types: { id: number; name: string }[];
    project_types: { id: number; name: string }[];
    cp_subcategories: { id: number }[];
    investment_class_types: { id: number }[];
    activity_types: { id: number; name: string }[];
  }>('utils/types/', token);
  const debt = types.transaction_types.find((type) => type.name === 'Debt')!;
  // Investment: neither development nor land is asked of the providers.
  const investment = types.project_types.find((type) => type.name === 'Investment')!;
  // LTV 70%: capital required 7,000,000 over a valuation of 10,000,000; a debt deal.
  await call('PATCH', `projects/${project.id}/`, token, {
    project_types: [investment.id],
    capital_required: 7_000_000,
    recent_valuation: 10_000_000,
    transaction_types: [debt.id],
  });
  const provider = async (suffix: string, criteria: Record<string, unknown>) => {
    const person = await createCapitalProvider(token, `${stamp}${suffix}`);
    await call('POST', 'capital_provider/', token, {
      person: person.id,
      min_size: 1_000_000,
      max_size: 10_000_000,
      // Required, and the same for all three: the soft points do not tell them apart.
      cp_subcategory_types: [types.cp_subcategories[0]!.id],
      investment_classes: [types.investment_class_types[0]!.id],
      description: `Lender match ${stamp}`,
      ...criteria,
    });
    return person;
  };
  const fit = await provider('f', { max_ltv: 75, is_debt: true, is_equity: false });
  const near = await provider('n', { max_ltv: 65, is_debt: true, is_equity: false });
  const fail = await provider('x', { max_ltv: 80, is_debt: false, is_equity: true });
  const ours = [fit, near, fail];
  const ownRows = (matches: Matches) =>
    matches.results.filter((row) => ours.some((person) => person.id === row.person.id));

  const all = ownRows(await rest<Matches>(`projects/${project.id}/lender_matches/?include_fails=1&limit=10000`, token));
  expect(all.map((row) => row.person.id)).toEqual([fit.id, near.id, fail.id]);
  expect(all.map((row) => row.fits)).toEqual([true, false, false]);
  expect(all[1]!.score).toBeGreaterThan(0);
  expect(all[2]!.score).toBe(0);
  const ltv = all[1]!.misses.find((miss) => miss.criterion === 'max_ltv')!;
  expect(ltv).toMatchObject({ want: 70, have: 65, hard: true });
  const kept = ownRows(await rest<Matches>(`projects/${project.id}/lender_matches/?limit=10000`, token));
  expect(kept.map((row) => row.person.id)).toEqual([fit.id, near.id]);

  await signInDirectly(page, 'admin@ft8.test');
  await page.goto(`/projects/${project.id}`);
  await page.getByRole('link', { name: 'Match Lenders' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/lender-matches$`));
  const table = page.getByRole('table', { name: 'Lender matches' });
  // The shared e2e database holds other providers too: the list pages (Show more) until every one of them is read.
  const more = page.getByRole('button', { name: 'Show more' });
  const shownOrder = async () => {
    if ((await more.count()) > 0 && (await more.isEnabled())) await more.click();
    const labels = await table
      .getByRole('row')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')));
    return labels.filter((label) => ours.some((person) => person.full_name === label));
  };
  await expect.poll(shownOrder).toEqual([fit.full_name, near.full_name]);
  const nearRow = table.getByRole('row', { name: near.full_name });
  await expect(nearRow.getByText('Near miss')).toBeVisible();
  await expect(nearRow.getByText(`Max LTV ${ltv.have}%, this deal ${ltv.want}%`)).toBeVisible();
  await expect(table.getByRole('row', { name: fit.full_name }).getByText('Fits', { exact: true })).toBeVisible();
  await page.screenshot({ path: '.artifacts/e2e/lender-match.png' });

  await page.getByLabel('Show providers that fail').check();
  await expect.poll(shownOrder).toEqual([fit.full_name, near.full_name, fail.full_name]);
  await expect(table.getByRole('row', { name: fail.full_name }).getByText('No debt, this deal is debt')).toBeVisible();

  await page.getByRole('checkbox', { name: `Select ${fit.full_name}` }).check();
  await page.getByRole('checkbox', { name: `Select ${near.full_name}` }).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Add as providers and email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add as providers and email' });
  await expect(dialog).toContainText('2 of 2 selected providers will be added');
  const composer = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Add and email' }).click();
  const popup = await composer;
  await expect(popup).toHaveURL(/\/email\/drafts\/\d+$/);
  const draftId = Number(/\/email\/drafts\/(\d+)$/.exec(popup.url())![1]);
  const draft = await rest<{ to: number[]; is_company: boolean; project: number | null }>(
    `emails/contexts/${draftId}/`,
    token,
  );
  expect(draft).toMatchObject({ is_company: true, project: project.id });
  expect([...draft.to].sort()).toEqual([fit.id, near.id].sort());
  await popup.close();

  const relations = (await rest<Project>(`projects/${project.id}/`, token)).provider_relations;
  expect(relations.map((relation) => [relation.person, relation.state]).sort()).toEqual(
    [
      [fit.id, 1],
      [near.id, 1],
    ].sort(),
  );
  // Contact Activity: a Lender Outreach entry for the draft, and a provider state entry for each provider added.
  const entries = async (name: string) => {
    const type = types.activity_types.find((item) => item.name === name)!;
    return (
      await rest<{ results: { args: { project?: number; person?: number; email?: number; state?: number } }[] }>(
        `activity/?types=${type.id}&limit=100`,
        token,
      )
    ).results.filter((entry) => entry.args.project === project.id);
  };
  expect((await entries('Lender Outreach')).map((entry) => entry.args.email)).toEqual([draftId]);
  expect(
    (await entries('Provider State Changed')).map((entry) => [entry.args.person, entry.args.state]).sort(),
  ).toEqual(
    [
      [fit.id, 1],
      [near.id, 1],
    ].sort(),
  );
  // The screen reads them again: both show their relation state.
  await expect(table.getByRole('row', { name: near.full_name }).getByText('Contacted')).toBeVisible();
  await expect(table.getByRole('row', { name: fit.full_name }).getByText('Contacted')).toBeVisible();
});
