import { expect, test } from '@playwright/test';
import { failOperations, isOperation } from './graphql-failures.js';
import { call, createPerson, rest, restStatus, restToken, uniqueStamp } from './rest.js';
import { signInDirectly } from './sign-in.js';

type Person = {
  id: number;
  full_name: string;
  is_deleted: boolean;
  emails: { email: string }[];
  phones: { number: string }[];
  notes: { id: number; text: string }[];
};
type RowGroup = { id: string; people: { fullName: string }[] };

test.describe.configure({ mode: 'serial' });

test("merge two possible duplicates: the survivor keeps both contacts' notes; undo puts both back as REST had them", async ({
  page,
}) => {
  const token = await restToken('admin@ft8.test');
  // Two contacts of the test's own that look alike (one last name and company, similar first names, an email in
  // common), each with notes: no other test's contacts are merged, nor this test's read by another.
  const stamp = uniqueStamp();
  const lookalike = async (first: string, email: string, phone: string) => {
    const person = await createPerson<Person>(token, {
      first_name: first,
      last_name: `Dup${stamp}`,
      company: `Dup Co ${stamp}`,
      profile_type: 2,
      // A work address is one contact's alone; a home address may be shared.
      emails: [
        { email: `${email}.${stamp}@dup.test`, label: 'Work' },
        { email: `shared.${stamp}@dup.test`, label: 'Home' },
      ],
      phones: [{ number: phone, label: 'Work' }],
    });
    for (const text of [`${first} first note ${stamp}`, `${first} second note ${stamp}`])
      await call('POST', 'notes/people/', token, { person: person.id, text });
    return person;
  };
  const a = await lookalike('Rhoda', 'rhoda', '+44 20 7946 0101');
  const b = await lookalike('Rhonda', 'rhonda', '+44 20 7946 0101');
  const before = [await rest<Person>(`people/${a.id}/`, token), await rest<Person>(`people/${b.id}/`, token)];
  expect(before.map((person) => person.notes.length)).toEqual([2, 2]);

  await signInDirectly(page, 'admin@ft8.test');
  await page.goto('/contact-management/possible-duplicates');
  const merge = page.getByRole('button', { name: 'Merge' });
  await expect(merge).toBeDisabled();
  await page.getByRole('checkbox', { name: `Select row ${a.id}`, exact: true }).click();
  await page.getByRole('checkbox', { name: `Select row ${b.id}`, exact: true }).click();
  await merge.click();
  await expect(page).toHaveURL(new RegExp(`/contact-management/possible-duplicates/merge\\?items=${a.id},${b.id}$`));
  await expect(page.getByRole('heading', { name: 'Merge Details' })).toBeVisible();
  await page.screenshot({ path: '.artifacts/screens/merge-screen.png', fullPage: true });

  // The count rule: repeated emails and phones are removed (the later occurrence), every distinct one kept.
  const seen = new Set<string>();
  for (const value of [...before[0]!.emails.map((e) => e.email), ...before[1]!.emails.map((e) => e.email)]) {
    if (seen.has(value.toLowerCase()))
      await page
        .getByRole('button', { name: `Remove ${value}` })
        .last()
        .click();
    seen.add(value.toLowerCase());
  }
  const seenPhones = new Set<string>();
  for (const value of [...before[0]!.phones.map((p) => p.number), ...before[1]!.phones.map((p) => p.number)]) {
    const digits = value.replace(/\D/g, '');
    if (seenPhones.has(digits))
      await page
        .getByRole('button', { name: `Remove ${value}` })
        .last()
        .click();
    seenPhones.add(digits);
  }
  await page.getByRole('button', { name: 'Merge Contact' }).click();
  await expect(page.getByText('Duplicates successfully merged.')).toBeVisible();

  const survivor = await rest<Person>(`people/${a.id}/`, token);
  expect(survivor.notes.map((note) => note.id).sort()).toEqual(
    [...before[0]!.notes, ...before[1]!.notes].map((note) => note.id).sort(),
  );
  expect((await rest<Person>(`people/${b.id}/`, token)).is_deleted).toBe(true);

  // The survivor's page shows its notes (both contacts'), and offers the undo.
  await page.goto(`/contacts/${a.id}`);
  for (const note of before[1]!.notes.slice(0, 2)) await expect(page.getByText(note.text).first()).toBeVisible();
  await page.screenshot({ path: '.artifacts/screens/undo-merge.png', fullPage: true });
  await page.getByRole('button', { name: 'Undo merge' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Undo merge' }).click();
  await expect(page.getByText('Merge undone.')).toBeVisible();
  expect([await rest<Person>(`people/${a.id}/`, token), await rest<Person>(`people/${b.id}/`, token)]).toEqual(before);
});

test('reactivate a deleted contact; a merged one is refused with the contact it was merged into', async ({ page }) => {
  const token = await restToken('admin@ft8.test');
  // A deleted contact, and one merged into another (a merge deletes the second). This test's own contacts: the
  // newest contacts may be another spec file's, whose rows a merge would move.
  const stamp = `re${Date.now().toString(36)}`;
  const make = (first: string) =>
    createPerson<Person>(token, {
      first_name: first,
      last_name: stamp,
      company: `${stamp} Estates`,
      profile_type: 3,
      emails: [{ email: `${first.toLowerCase()}.${stamp}@example.test`, label: 'Work' }],
    });
  const survivor = await make('Rhea');
  const merged = await make('Remy');
  const person = await make('Rosa');
  await call('PATCH', `people/existing-duplicates/${survivor.id}/merge_from_people/?people=${merged.id}`, token, {});
  await call('DELETE', `people/${person.id}/`, token);
  const deleted = (await rest<{ results: Person[] }>('people/?is_deleted=true&limit=100', token)).results;
  expect(deleted.map((row) => row.id)).toEqual(expect.arrayContaining([merged.id, person.id]));

  await signInDirectly(page, 'admin@ft8.test');
  await page.goto('/contact-management/deleted-contacts');
  await expect(page.getByRole('button', { name: 'Reactivate' })).toBeDisabled();
  await page.screenshot({ path: '.artifacts/screens/deleted-contacts.png', fullPage: true });

  // The merged one: its merge's undo brings it back, not Reactivate.
  await page.getByRole('checkbox', { name: `Select row ${merged.id}`, exact: true }).click();
  await page.getByRole('button', { name: 'Reactivate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByText(
      `Remy ${stamp} was merged into Rhea ${stamp}: undo the merge on Rhea ${stamp}'s page to bring them back.`,
    ),
  ).toBeVisible();
  expect((await rest<Person>(`people/${merged.id}/`, token)).is_deleted).toBe(true);
  // The confirmation stays open after a failure (dialogs close only on success).
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('checkbox', { name: `Select row ${merged.id}`, exact: true }).click();

  await page.getByRole('checkbox', { name: `Select row ${person.id}`, exact: true }).click();
  await page.getByRole('button', { name: 'Reactivate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Success')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `Select row ${person.id}`, exact: true })).toHaveCount(0);
  expect((await rest<Person>(`people/${person.id}/`, token)).is_deleted).toBe(false);
});

test('the four tabs show their empty states or rows', async ({ page }) => {
  await signInDirectly(page, 'admin@ft8.test');
  // The imported duplicates are one list for the whole firm, which the CSV import test (in the other worker) adds
  // to: the empty state is shown for an empty answer, not waited for in the shared list.
  await page.route('**/graphql', (route) =>
    isOperation(route.request().postData(), 'ContactManagement_ImportedDuplicates')
      ? route.fulfill({ json: { data: { importedDuplicates: [] } } })
      : route.fallback(),
  );
  await page.goto('/contact-management');
  await expect(page.getByRole('heading', { name: 'Imported Duplicates' })).toBeVisible();
  await expect(page.getByText('No imported duplicates')).toBeVisible();
  await page.screenshot({ path: '.artifacts/screens/imported-empty.png', fullPage: true });
  // New Contacts: the addresses of the answer the page read (the inbound mail test adds some meanwhile).
  const answer = page.waitForResponse((response) =>
    isOperation(response.request().postData(), 'ContactManagement_ExternalContacts'),
  );
  await page.getByRole('tab', { name: 'New Contacts' }).click();
  const external = ((await (await answer).json()) as { data: { externalContacts: { emailAddress: string }[] } }).data
    .externalContacts;
  expect(external.length).toBeGreaterThan(0);
  const table = page.getByRole('table', { name: 'New contacts' });
  for (const row of external)
    await expect(table.getByRole('row', { name: new RegExp(row.emailAddress) })).toBeVisible();
  await page.getByRole('tab', { name: 'Possible Duplicates' }).click();
  await expect(page.getByRole('table', { name: 'Possible duplicates' })).toBeVisible();
  await page.screenshot({ path: '.artifacts/screens/possible-duplicates.png', fullPage: true });
});

test('a user (not an admin) is sent home', async ({ page }) => {
  await signInDirectly(page, 'user@ft8.test');
  await page.goto('/contact-management/possible-duplicates');
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('a list that does not load says so with the status and shows no empty state', async ({ page }) => {
  await failOperations(page, ['ContactManagement_ImportedDuplicates', 'ContactManagement_DeletedPeople']);
  await signInDirectly(page, 'admin@ft8.test');
  await page.goto('/contact-management');
  await expect(page.getByText('An error occured while getting imported duplicates. 500')).toBeVisible();
  await expect(page.getByText('The imported duplicates could not be loaded.')).toBeVisible();
  await expect(page.getByText('No imported duplicates')).toHaveCount(0);
  await page.screenshot({ path: '.artifacts/e2e/imported-duplicates-failed.png' });
  await page.getByRole('tab', { name: 'Deleted Contacts' }).click();
  await expect(page.getByText('An error occured while getting deleted contacts. 500')).toBeVisible();
  await expect(page.getByText('The deleted contacts could not be loaded.')).toBeVisible();
  await expect(page.getByText('No deleted contacts')).toHaveCount(0);
});

test("Possible Duplicates numbers its groups 1, 2, 3… in REST's order, never with database ids", async ({ page }) => {
  const token = await restToken('admin@ft8.test');
  // A group of the test's own, so that there is one at least.
  const stamp = uniqueStamp();
  for (const first of ['Nola', 'Nolan'])
    await createPerson(token, {
      first_name: first,
      last_name: `Num${stamp}`,
      company: `Num Co ${stamp}`,
      emails: [{ email: `${first.toLowerCase()}.${stamp}@dup.test`, label: 'Work' }],
      profile_type: 2,
    });
  await signInDirectly(page, 'admin@ft8.test');
  // The list is the whole firm's, and other spec files make contacts that look alike meanwhile: the screen is compared
  // with the answer it read (the bff's, in REST's order), not with a second reading.
  const answer = page.waitForResponse((response) =>
    isOperation(response.request().postData(), 'ContactManagement_PossibleDuplicates'),
  );
  await page.goto('/contact-management/possible-duplicates');
  const groups = ((await (await answer).json()) as { data: { possibleDuplicates: RowGroup[] } }).data
    .possibleDuplicates;
  expect(groups.some((group) => group.people.some((person) => person.fullName === `Nola Num${stamp}`))).toBe(true);
  const expected = groups.flatMap((group, index) => group.people.map((person) => [String(index + 1), person.fullName]));
  const table = page.getByRole('table', { name: 'Possible duplicates' });
  await expect(table.locator('tbody tr')).toHaveCount(expected.length);
  const shown = await table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].slice(1, 3).map((cell) => cell.textContent)),
    );
  expect(shown).toEqual(expected);
  await page.screenshot({ path: '.artifacts/e2e/possible-duplicates-groups.png' });
});

test("Delete Permanently of a contact that a project still names says where, and keeps the contact and the project's rows", async ({
  page,
}) => {
  const token = await restToken('admin@ft8.test');
  const stamp = Date.now().toString(36);
  const person = await createPerson<Person>(token, {
    first_name: 'Kept',
    last_name: `Client${stamp}`,
    company: 'Still Named Ltd',
    profile_type: 2,
    emails: [{ email: `kept.${stamp}@named.test`, label: 'Work' }],
  });
  const project = await call<{ id: number }>('POST', 'projects/', token, {
    name: `Still Named ${stamp}`,
    client: person.id,
    project_types: [1],
    closing_date: '2027-06-30',
  });
  await call('DELETE', `people/${person.id}/`, token);

  await signInDirectly(page, 'admin@ft8.test');
  await page.goto('/contact-management/deleted-contacts');
  await page.getByRole('checkbox', { name: `Select row ${person.id}`, exact: true }).click();
  await page.getByRole('button', { name: 'Delete Permanently' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByText(
      `Kept Client${stamp} is still named elsewhere (the client of a project): remove them there first, or keep the contact deleted.`,
    ),
  ).toBeVisible();
  // Dialogs close only on success (spec part 1 section 8): cancelled, the selection stays for another try.
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  const selected = page.getByRole('checkbox', { name: `Select row ${person.id}`, exact: true });
  await expect(selected).toBeChecked();
  expect((await rest<Person>(`people/${person.id}/`, token)).is_deleted).toBe(true);
  expect((await rest<{ client: number }>(`projects/${project.id}/`, token)).client).toBe(person.id);
  await page.screenshot({ path: '.artifacts/screens/delete-permanently-refused.png' });
  // Once the project is gone, the same selection goes through.
  await call('DELETE', `projects/${project.id}/`, token);
  await page.getByRole('button', { name: 'Delete Permanently' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Success', { exact: true })).toBeVisible();
  await expect(selected).toHaveCount(0);
  expect(await restStatus(`people/${person.id}/`, token)).toBe(404);
});
