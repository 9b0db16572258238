import { expect, test, type Page } from '@playwright/test';
import { call, rest, restToken } from './rest.js';
import { navigateInApp } from './navigation.js';
import { signInDirectly } from './sign-in.js';

// Spec part 2 section 3 (Project: transaction_sub_types, tags; section 5: tags lowercased, each once) and the
// providers of a project, who are capital providers: the project page compared with REST.

type RestProject = { id: number; name: string; transaction_sub_types: number[]; tags: string[] };
type Lookup = { id: number; name: string };
type Person = {
  id: number;
  full_name: string;
  middle_name: string | null;
  company: string | null;
  is_capital_provider: boolean;
};

/** A contact as the pickers list it: the name, and the company in brackets. */
const optionLabel = (person: Person) => `${person.full_name}${person.company ? ` (${person.company})` : ''}`;

const infoCard = (page: Page) =>
  page.locator('.MuiCard-root', { has: page.getByRole('heading', { name: 'Project Information' }) });

/** The value shown under a label of the Project Information card. */
async function shownValue(page: Page, label: string) {
  return (
    (await infoCard(page).getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]').textContent()) ??
    ''
  );
}

/**
 * A demo deal by name. These tests use deals no other e2e test changes or lists by name, and create no project: a new
 * one would change the projects list that projects.spec.ts compares with REST in the other worker.
 */
async function demoDeal(admin: string, name: string) {
  const [deal] = (await rest<{ results: RestProject[] }>(`projects/?search=${encodeURIComponent(name)}`, admin))
    .results;
  return deal!;
}

/** What the readonly card shows equals what REST holds: the sub types by name, the tags as chips. */
async function expectShownAsRest(page: Page, id: number, admin: string, subTypes: Lookup[]) {
  const fresh = await rest<RestProject>(`projects/${id}/`, admin);
  const names = fresh.transaction_sub_types.map((subType) => subTypes.find((item) => item.id === subType)!.name);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fresh.name);
  await expect.poll(() => shownValue(page, 'Transaction Sub Type')).toBe(names.join(', ') || '—');
  if (fresh.tags.length === 0) await expect.poll(() => shownValue(page, 'Tags')).toBe('—');
  else await expect(infoCard(page).getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(fresh.tags);
  return fresh;
}

test('Transaction Sub Type and Tags are edited and saved as REST holds them, after a reload and another project too', async ({
  page,
}) => {
  const admin = await restToken('admin@ft8.test');
  const subTypes = (await rest<{ transaction_sub_types: Lookup[] }>('utils/types/', admin)).transaction_sub_types;
  const knownTag = (await rest<Lookup[]>('utils/tags/', admin))[0]!.name;
  const [project, other] = [await demoDeal(admin, 'Sterling Yard'), await demoDeal(admin, 'Northgate')];
  // Starts with none; put back as it was at the end.
  const before = await rest<RestProject>(`projects/${project.id}/`, admin);
  await call('PATCH', `projects/${project.id}/`, admin, { transaction_sub_types: [], tags: [] });
  try {
    await signInDirectly(page, 'admin@ft8.test');
    await page.goto(`/projects/${project.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.name);
    expect(await shownValue(page, 'Transaction Sub Type')).toBe('—');
    expect(await shownValue(page, 'Tags')).toBe('—');

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('combobox', { name: 'Transaction Sub Type' }).click();
    await page.getByRole('option', { name: 'Mezzanine' }).click();
    await page.getByRole('option', { name: 'Bridging' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('combobox', { name: 'Transaction Sub Type' })).toHaveText('Mezzanine, Bridging');
    const tags = page.getByRole('combobox', { name: 'Tags' });
    // Typed tags are lowercased and kept once; a known tag (contacts' and projects' alike) is offered.
    for (const typed of ['Riverside', 'PHASE 2', 'riverside']) {
      await tags.fill(typed);
      await tags.press('Enter');
    }
    await tags.fill(knownTag);
    await page.getByRole('option', { name: knownTag, exact: true }).click();
    const chips = infoCard(page).locator('.MuiAutocomplete-root .MuiChip-label');
    await expect(chips).toHaveText(['riverside', 'phase 2', knownTag]);
    await page.screenshot({ path: '.artifacts/e2e/project-fields-edit.png', fullPage: true });

    // Cancel discards; Save keeps.
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await shownValue(page, 'Tags')).toBe('—');
    expect((await rest<RestProject>(`projects/${project.id}/`, admin)).tags).toEqual([]);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('combobox', { name: 'Transaction Sub Type' }).click();
    await page.getByRole('option', { name: 'Mezzanine' }).click();
    await page.getByRole('option', { name: 'Bridging' }).click();
    await page.keyboard.press('Escape');
    for (const typed of ['Riverside', 'PHASE 2']) {
      await tags.fill(typed);
      await tags.press('Enter');
    }
    // A tag typed but not confirmed with Enter is kept on Save.
    await tags.fill(knownTag);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();

    const saved = await expectShownAsRest(page, project.id, admin, subTypes);
    const byName = (name: string) => subTypes.find((item) => item.name === name)!.id;
    expect(saved.transaction_sub_types).toEqual([byName('Mezzanine'), byName('Bridging')].sort((a, b) => a - b));
    expect(saved.tags).toEqual([knownTag, 'phase 2', 'riverside'].sort());
    await page.screenshot({ path: '.artifacts/e2e/project-fields-readonly.png', fullPage: true });

    await page.reload();
    expect(await expectShownAsRest(page, project.id, admin, subTypes)).toEqual(saved);

    // Another project (in the app, its cache kept), then back.
    await navigateInApp(page, `/projects/${other.id}`);
    await expectShownAsRest(page, other.id, admin, subTypes);
    await navigateInApp(page, `/projects/${project.id}`);
    expect(await expectShownAsRest(page, project.id, admin, subTypes)).toEqual(saved);
  } finally {
    await call('PATCH', `projects/${project.id}/`, admin, {
      transaction_sub_types: before.transaction_sub_types,
      tags: before.tags,
    });
  }
});

test('Add capital provider offers capital providers only', async ({ page }) => {
  const admin = await restToken('admin@ft8.test');
  const project = await rest<RestProject & { provider_relations: { person: number }[] }>(
    `projects/${(await demoDeal(admin, 'Sterling Yard')).id}/`,
    admin,
  );
  const on = new Set(project.provider_relations.map((relation) => relation.person));
  // A staff account: a contact whose REST record says it is no capital provider, and whom the contacts search finds
  // by the name the picker shows (no middle name: the search reads first, middle and last names as written).
  const staff = (
    await rest<{ results: Person[] }>('people/?profile_type=2&is_capital_provider=false&limit=100', admin)
  ).results.find((person) => !person.middle_name)!;
  expect((await rest<Person>(`people/${staff.id}/`, admin)).is_capital_provider).toBe(false);
  const found = await rest<{ results: Person[] }>(`people/?search=${encodeURIComponent(staff.full_name)}`, admin);
  expect(found.results.map((person) => person.id)).toContain(staff.id);
  // The picker's first 20 options: capital providers by name, but those on the deal already.
  const providers = (
    await rest<{ results: Person[] }>(
      `people/?is_capital_provider=true&ordering=full_name&limit=${20 + on.size}`,
      admin,
    )
  ).results
    .filter((person) => !on.has(person.id))
    .slice(0, 20);

  await signInDirectly(page, 'admin@ft8.test');
  await page.goto(`/projects/${project.id}`);
  const card = page.locator('.MuiCard-root', { has: page.getByRole('heading', { name: 'Email Tracker' }) });
  const picker = card.getByRole('combobox', { name: 'Add capital provider' });
  await picker.click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(providers.map(optionLabel));
  await page.screenshot({ path: '.artifacts/e2e/project-provider-picker.png' });

  await picker.fill(staff.full_name);
  await expect(page.getByText('No options')).toBeVisible();
  await expect(page.getByRole('option', { name: new RegExp(staff.full_name) })).toHaveCount(0);
  // A capital provider is found by name: the options are REST's capital providers of that search.
  const chosen = providers.find((person) => !person.middle_name)!;
  const matching = (
    await rest<{ results: Person[] }>(
      `people/?search=${encodeURIComponent(chosen.full_name)}&is_capital_provider=true&ordering=full_name`,
      admin,
    )
  ).results.filter((person) => !on.has(person.id));
  await picker.fill(chosen.full_name);
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(matching.map(optionLabel));
});
