import { expect, test, type Page } from '@playwright/test';
import { call, createCapitalProvider, createOwnProject, createPerson, rest, restToken, uniqueStamp } from './rest.js';
import { navigateInApp } from './navigation.js';
import { signInDirectly } from './sign-in.js';

// Spec part 2 section 3 (Project: transaction_sub_types, tags; section 5: tags lowercased, each once) and the
// providers of a project, who are capital providers: the project page compared with REST.

type RestProject = { id: number; name: string; transaction_sub_types: number[]; tags: string[] };
type Lookup = { id: number; name: string };
type Person = {
  id: number;
  full_name: string;
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
  const stamp = uniqueStamp();
  const subTypes = (await rest<{ transaction_sub_types: Lookup[] }>('utils/types/', admin)).transaction_sub_types;
  const byName = (name: string) => subTypes.find((item) => item.name === name)!.id;
  // Two deals of the test's own: one starts with no sub type and no tag, the other has its own.
  const project = await createOwnProject(admin, `Fields ${stamp}`);
  const other = await createOwnProject(admin, `Fields ${stamp} other`);
  await call('PATCH', `projects/${other.id}/`, admin, {
    transaction_sub_types: [byName('Senior Debt')],
    tags: [`other ${stamp}`],
  });
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
  // A known tag (contacts' and projects' are one list) is offered: the first of the list the page was given. Not one
  // made by this test: the bff keeps reference lists for up to 60 s, so a tag made just now may not be offered yet.
  await tags.fill('');
  await tags.press('ArrowDown');
  const offered = page.getByRole('listbox').locator('[role="option"]:not([aria-selected="true"])').first();
  const knownTag = (await offered.textContent()) ?? '';
  expect(knownTag).not.toBe('');
  await offered.click();
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
  expect(saved.transaction_sub_types).toEqual([byName('Mezzanine'), byName('Bridging')].sort((a, b) => a - b));
  expect(saved.tags).toEqual([knownTag, 'phase 2', 'riverside'].sort());
  await page.screenshot({ path: '.artifacts/e2e/project-fields-readonly.png', fullPage: true });

  await page.reload();
  expect(await expectShownAsRest(page, project.id, admin, subTypes)).toEqual(saved);

  // Another project (in the app, its cache kept), then back.
  await navigateInApp(page, `/projects/${other.id}`);
  const otherShown = await expectShownAsRest(page, other.id, admin, subTypes);
  expect(otherShown).toMatchObject({ transaction_sub_types: [byName('Senior Debt')], tags: [`other ${stamp}`] });
  await navigateInApp(page, `/projects/${project.id}`);
  expect(await expectShownAsRest(page, project.id, admin, subTypes)).toEqual(saved);
});

test('Add capital provider offers capital providers only', async ({ page }) => {
  const admin = await restToken('admin@ft8.test');
  const stamp = uniqueStamp();
  // A deal of the test's own; three capital providers of its own, the first on the deal already; and a staff contact
  // of its own, no capital provider: each found by the stamp.
  const project = await createOwnProject(admin, `Providers ${stamp}`);
  const providers: Person[] = [];
  for (const letter of ['a', 'b', 'c']) providers.push(await createCapitalProvider<Person>(admin, `${stamp}${letter}`));
  await call('POST', 'projects/providers/', admin, { project: project.id, person: providers[0]!.id, state: 1 });
  const staff = await createPerson<Person>(admin, {
    first_name: 'Staff',
    last_name: `Member${stamp}`,
    company: 'Own Staff Ltd',
    profile_type: 2,
    emails: [{ email: `staff.${stamp}@own-data.test`, label: 'Work' }],
  });
  expect((await rest<Person>(`people/${staff.id}/`, admin)).is_capital_provider).toBe(false);
  const found = await rest<{ results: Person[] }>(`people/?search=${encodeURIComponent(staff.full_name)}`, admin);
  expect(found.results.map((person) => person.id)).toEqual([staff.id]);
  // REST's capital providers of the stamp, but the one on the deal: the two others, by name.
  const matching = (
    await rest<{ results: Person[] }>(`people/?search=${stamp}&is_capital_provider=true&ordering=full_name`, admin)
  ).results.filter((person) => person.id !== providers[0]!.id);
  expect(matching.map((person) => person.id)).toEqual([providers[1]!.id, providers[2]!.id]);

  await signInDirectly(page, 'admin@ft8.test');
  await page.goto(`/projects/${project.id}`);
  const card = page.locator('.MuiCard-root', { has: page.getByRole('heading', { name: 'Email Tracker' }) });
  const picker = card.getByRole('combobox', { name: 'Add capital provider' });
  await picker.click();
  // Its first page: 20 capital providers.
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(20);
  await page.screenshot({ path: '.artifacts/e2e/project-provider-picker.png' });

  await picker.fill(staff.full_name);
  await expect(page.getByText('No options')).toBeVisible();
  await expect(page.getByRole('option', { name: new RegExp(staff.full_name) })).toHaveCount(0);
  // Capital providers are found by name: the options are REST's capital providers of that search, the deal's own left
  // out.
  await picker.fill(stamp);
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(matching.map(optionLabel));
});
