// The group counts of the projects list and of the email templates list (extensions, api/README.md beside
// `people/group_counts/`, whose own contract is in people.test.ts): each group of a column over the whole filtered
// list the caller may see, so that a grouped table shows true sizes with only a page of rows loaded.
import { GroupCounts } from '@ft8/contract/contact';
import { ProjectGroupCounts } from '@ft8/contract/project';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from './answers.js';
import { api, get, signIn } from './client.js';
import { createPerson, unique } from './records.js';

type GroupCount = { value: string | number | boolean | null; count: number };
type Listed = { count: number; results: { id: number; status: number | null; is_company?: boolean }[] };

let staff: { token: string; id: number };
let client: { token: string; id: number };
beforeAll(async () => {
  const [user, signedIn] = await Promise.all([signIn('user'), signIn('client')]);
  staff = { token: user.token, id: user.user.id };
  client = { token: signedIn.token, id: signedIn.user.id };
});

const total = (groups: GroupCount[]) => groups.reduce((sum, group) => sum + group.count, 0);

describe('GET projects/group_counts/ (extension)', () => {
  it("counts the whole list per status, for staff and for a client's own projects only", async () => {
    // Four projects named with this test's word, the client on the team of two of them.
    const word = unique('grp');
    const contact = (await createPerson(staff.token)).id;
    const projects = [
      { status: 1, clientOnTeam: true },
      { status: 2, clientOnTeam: true },
      { status: 2, clientOnTeam: false },
      { status: 4, clientOnTeam: false },
    ];
    for (const [index, project] of projects.entries()) {
      const created = await api('POST', 'projects/', {
        token: staff.token,
        body: {
          name: `Counted ${word} ${index}`,
          client: contact,
          project_types: [1],
          closing_date: '2027-06-30',
          status: project.status,
          members: [{ person: staff.id, state: 1 }, ...(project.clientOnTeam ? [{ person: client.id, state: 2 }] : [])],
        },
      });
      expect(created.status, created.text).toBe(201);
    }
    const expected = [
      {
        token: staff.token,
        groups: [
          { value: 1, count: 1 },
          { value: 2, count: 2 },
          { value: 4, count: 1 },
        ],
      },
      {
        token: client.token,
        groups: [
          { value: 1, count: 1 },
          { value: 2, count: 1 },
        ],
      },
    ];
    for (const { token, groups: wanted } of expected) {
      const groups = await get<GroupCount[]>(`projects/group_counts/?field=status&search=${word}`, token);
      expect(groups.status, groups.text).toBe(200);
      expectAnswer(ProjectGroupCounts, groups.body, 'project group counts');
      expect(groups.body).toEqual(wanted);
      // The same sizes as the list's rows of the same search.
      const listed = (await get<Listed>(`projects/?search=${word}&limit=10000`, token)).body;
      expect(total(groups.body)).toBe(listed.count);
      const byStatus = new Map<number | null, number>();
      for (const project of listed.results) byStatus.set(project.status, (byStatus.get(project.status) ?? 0) + 1);
      expect(new Map(groups.body.map((group) => [group.value as number | null, group.count]))).toEqual(byStatus);
    }
  });

  it('refuses a missing or unknown field, and anyone signed out', async () => {
    expect((await get('projects/group_counts/', staff.token)).body).toEqual({ field: ['This field is required.'] });
    const unknown = await get('projects/group_counts/?field=fees', staff.token);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ field: ['Select a valid choice.'] });
    expect((await get('projects/group_counts/?field=status')).status).toBe(401);
  });
});

describe('GET emails/templates/group_counts/ (extension)', () => {
  it("counts the caller's own templates per company flag, as the list shows them, and is staff's only", async () => {
    // Three of the caller's templates named with this test's word (two of them company emails), and an admin's
    // template of the same name, which the caller's counts leave out.
    const word = unique('tpl');
    const admin = (await signIn('admin')).token;
    const made: { token: string; id: number }[] = [];
    const make = async (token: string, isCompany: boolean) => {
      const created = await api<{ id: number }>('POST', 'emails/templates/', { token, body: {} });
      expect(created.status, created.text).toBe(201);
      made.push({ token, id: created.body.id });
      const named = await api('PATCH', `emails/templates/${created.body.id}/`, {
        token,
        body: { name: `Counted ${word}`, is_company: isCompany },
      });
      expect(named.status, named.text).toBe(200);
    };
    try {
      for (const isCompany of [true, false, true]) await make(staff.token, isCompany);
      await make(admin, false);
      const groups = await get<GroupCount[]>(
        `emails/templates/group_counts/?field=company_email&search=${word}`,
        staff.token,
      );
      expect(groups.status, groups.text).toBe(200);
      expectAnswer(GroupCounts, groups.body, 'template group counts');
      expect(groups.body).toEqual([
        { value: false, count: 1 },
        { value: true, count: 2 },
      ]);
      const listed = (await get<Listed>(`emails/templates/?search=${word}&limit=10000`, staff.token)).body;
      expect(total(groups.body)).toBe(listed.count);
      const company = listed.results.filter((template) => template.is_company).length;
      expect(groups.body.find((group) => group.value === true)?.count).toBe(company);
      expect((await get('emails/templates/group_counts/?field=company_email', client.token)).status).toBe(403);
      expect((await get('emails/templates/group_counts/?field=body', staff.token)).status).toBe(400);
    } finally {
      for (const { token, id } of made) {
        const deleted = await api('DELETE', 'emails/templates/delete_multiple/', { token, body: { ids: [id] } });
        expect(deleted.status, deleted.text).toBe(200);
      }
    }
  });
});
