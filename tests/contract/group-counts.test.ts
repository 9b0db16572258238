// The group counts of the projects list and of the email templates list (extensions, api/README.md beside
// `people/group_counts/`, whose own contract is in people.test.ts): each group of a column over the whole filtered
// list the caller may see, so that a grouped table shows true sizes with only a page of rows loaded.
import { GroupCounts } from '@ft8/contract/contact';
import { ProjectGroupCounts } from '@ft8/contract/project';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from './answers.js';
import { api, get, signIn } from './client.js';

type GroupCount = { value: string | number | boolean | null; count: number };
type Listed = { count: number; results: { id: number; status: number | null; is_company?: boolean }[] };

let staff: string;
let client: string;
beforeAll(async () => {
  staff = (await signIn('user')).token;
  client = (await signIn('client')).token;
});

const total = (groups: GroupCount[]) => groups.reduce((sum, group) => sum + group.count, 0);

describe('GET projects/group_counts/ (extension)', () => {
  it("counts the whole list per status, for staff and for a client's own projects only", async () => {
    for (const token of [staff, client]) {
      const groups = await get<GroupCount[]>('projects/group_counts/?field=status', token);
      expect(groups.status, groups.text).toBe(200);
      expectAnswer(ProjectGroupCounts, groups.body, 'project group counts');
      const listed = (await get<Listed>('projects/?limit=10000', token)).body;
      expect(total(groups.body)).toBe(listed.count);
      const byStatus = new Map<number | null, number>();
      for (const project of listed.results) byStatus.set(project.status, (byStatus.get(project.status) ?? 0) + 1);
      expect(new Map(groups.body.map((group) => [group.value as number | null, group.count]))).toEqual(byStatus);
    }
    const all = total((await get<GroupCount[]>('projects/group_counts/?field=status', staff)).body);
    const own = total((await get<GroupCount[]>('projects/group_counts/?field=status', client)).body);
    expect(own).toBeLessThan(all);
  });

  it('refuses a missing or unknown field, and anyone signed out', async () => {
    expect((await get('projects/group_counts/', staff)).body).toEqual({ field: ['This field is required.'] });
    const unknown = await get('projects/group_counts/?field=fees', staff);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ field: ['Select a valid choice.'] });
    expect((await get('projects/group_counts/?field=status')).status).toBe(401);
  });
});

describe('GET emails/templates/group_counts/ (extension)', () => {
  it("counts the caller's own templates per company flag, as the list shows them, and is staff's only", async () => {
    const made = await api<{ id: number }>('POST', 'emails/templates/', { token: staff, body: {} });
    expect(made.status, made.text).toBe(201);
    try {
      const groups = await get<GroupCount[]>('emails/templates/group_counts/?field=company_email', staff);
      expect(groups.status, groups.text).toBe(200);
      expectAnswer(GroupCounts, groups.body, 'template group counts');
      const listed = (await get<Listed>('emails/templates/?limit=10000', staff)).body;
      expect(total(groups.body)).toBe(listed.count);
      const company = listed.results.filter((template) => template.is_company).length;
      expect(groups.body.find((group) => group.value === true)?.count ?? 0).toBe(company);
      expect((await get('emails/templates/group_counts/?field=company_email', client)).status).toBe(403);
      expect((await get('emails/templates/group_counts/?field=body', staff)).status).toBe(400);
    } finally {
      const deleted = await api('DELETE', 'emails/templates/delete_multiple/', {
        token: staff,
        body: { ids: [made.body.id] },
      });
      expect(deleted.status, deleted.text).toBe(200);
    }
  });
});
