import { expect, test, type Page } from '@playwright/test';
import { navigateInApp } from './navigation.js';
import { restToken, rest } from './rest.js';
import { signIn } from './sign-in.js';

// The contact screen must show what the system of record holds. Lookup lists all number their entries from 1, so a
// cache that identified lookup entries by id alone showed "UK Wide" as a title. This opens several contacts in one
// browser session (the client cache accumulates, as it does for a user) and compares every displayed lookup value
// with the REST data for that contact.

type Item = { id: number; name: string };
type RestPerson = {
  id: number;
  full_name: string;
  profile_type: number;
  title: number | null;
  categories: number[];
  subcategories: number[];
  use_classes: number[];
  locations: number[];
  client_class: number | null;
  legal_status: number | null;
  capital_provider: number | null;
};
type RestCriteria = { cp_subcategory_types: number[]; investment_classes: number[]; investing_geographies: number[] };
type Lookups = Record<string, Item[]>;

const names = (list: Item[], ids: readonly number[]) => {
  const byId = new Map(list.map((item) => [item.id, item.name]));
  return ids.map((id) => byId.get(id) ?? `?${id}`).join(', ') || '—';
};
const name = (list: Item[], id: number | null) => (id === null ? '—' : names(list, [id]));

async function fieldText(page: Page, label: string) {
  return (await page.getByRole('group', { name: label, exact: true }).locator('div').nth(1).innerText()).trim();
}

test('every lookup value on several contact screens matches the REST data, across navigations', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await restToken('admin@ft8.test');
  const lookups = await rest<Lookups>('utils/types/', token);
  const pick = async (filter: string, count: number) =>
    (await rest<{ results: RestPerson[] }>(`people/?${filter}&limit=200`, token)).results
      .filter((person) => person.categories.length > 0 && person.title !== null)
      .slice(0, count);
  const providers = await pick('is_capital_provider=true', 4);
  const others = await pick('is_capital_provider=false&profile_type=2', 4);
  expect(providers.length).toBe(4);
  expect(others.length).toBe(4);
  // Each capital provider with its criteria, read up front: every screen is then checked the same way, the
  // criteria (and the card that shows them) expected exactly for the providers.
  const criteriaOf = async (person: RestPerson) => {
    expect(person.capital_provider, `capital provider id of contact ${person.id}`).not.toBeNull();
    return rest<RestCriteria>(`capital_provider/${person.capital_provider}/`, token);
  };
  const visits = await Promise.all(
    [0, 1, 2, 3].flatMap((i) => [
      criteriaOf(providers[i]!).then((criteria) => ({ person: providers[i]!, criteria })),
      Promise.resolve({ person: others[i]!, criteria: null }),
    ]),
  );

  await signIn(page, 'admin@ft8.test');
  let compared = 0;
  let differing = 0;
  // Each contact twice: forwards, then back again, so later screens read from a cache earlier ones filled.
  for (const { person, criteria } of [...visits, ...visits.slice().reverse()]) {
    await navigateInApp(page, `/contacts/${person.id}`);
    await expect(page.getByRole('heading', { name: person.full_name, level: 1 })).toBeVisible();
    const expected: Record<string, string> = {
      Title: name(lookups.title!, person.title),
      'Use Class': names(lookups.use_class_types!, person.use_classes),
      Locations: names(lookups.location_types!, person.locations),
      'Legal Status': name(lookups.legal_status!, person.legal_status),
      'Contact Category': names(lookups.categories!, person.categories),
      Subcategory: names(lookups.subcategories!, person.subcategories),
      ...(criteria && {
        'Capital Type': names(lookups.cp_subcategories!, criteria.cp_subcategory_types),
        'Investment Class': names(lookups.investment_class_types!, criteria.investment_classes),
        'Investing Geographies': names(lookups.investing_geography_types!, criteria.investing_geographies),
      }),
    };
    await expect(page.getByRole('region', { name: 'Capital Provider Information' })).toHaveCount(criteria ? 1 : 0);
    for (const [label, value] of Object.entries(expected)) {
      compared += 1;
      const shown = await fieldText(page, label);
      if (shown !== value) differing += 1;
      expect.soft(shown, `${label} of contact ${person.id}`).toBe(value);
    }
    await navigateInApp(page, '/contacts');
    await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
  }
  console.log(`lookup values compared: ${compared}, differing from REST: ${differing}`);
  expect(differing).toBe(0);
});

test("a contact's notes stay its own after a project whose note has the same id is opened (notes are kept per kind)", async ({
  page,
}) => {
  const token = await restToken('admin@ft8.test');
  type Note = { id: number; text: string };
  // A contact and a project each holding a note of the same id: the two kinds of note number their rows apart.
  const projects = (await rest<{ results: { id: number; notes: Note[] }[] }>('projects/?limit=10000', token)).results;
  const projectOfNote = new Map(
    projects.flatMap((project) => project.notes.map((note) => [note.id, project] as const)),
  );
  let pair: { person: { id: number; notes: Note[] }; project: { id: number; notes: Note[] }; id: number } | null = null;
  for (let id = 1; id <= 120 && !pair; id++) {
    const answer = await fetch(`${process.env.API_URL}/people/${id}/`, {
      headers: { authorization: `Token ${token}` },
    });
    if (answer.status !== 200) continue;
    const person = (await answer.json()) as { id: number; notes: Note[] };
    const shared = person.notes.find((note) => projectOfNote.has(note.id));
    if (shared) pair = { person, project: projectOfNote.get(shared.id)!, id: shared.id };
  }
  expect(pair, 'a contact and a project with notes of the same id (the demo data has several)').not.toBeNull();
  const { person, project, id } = pair!;
  const personNote = person.notes.find((note) => note.id === id)!;
  const projectNote = project.notes.find((note) => note.id === id)!;
  expect(personNote.text).not.toBe(projectNote.text);

  await signIn(page, 'admin@ft8.test');
  await navigateInApp(page, `/contacts/${person.id}`);
  const contactNotes = page.getByRole('region', { name: 'Notes' });
  await expect(contactNotes.getByText(personNote.text)).toBeVisible();
  await navigateInApp(page, `/projects/${project.id}`);
  await expect(page.getByText(projectNote.text)).toBeVisible();
  // Back to the contact, twice over: its note as REST holds it, not the project's.
  for (let round = 0; round < 2; round++) {
    await page.goBack();
    await expect(page).toHaveURL(`/contacts/${person.id}`);
    await expect(contactNotes.getByText(personNote.text)).toBeVisible();
    await expect(contactNotes.getByText(projectNote.text)).toHaveCount(0);
    await page.goForward();
    await expect(page).toHaveURL(`/projects/${project.id}`);
    await expect(page.getByText(projectNote.text)).toBeVisible();
  }
});
