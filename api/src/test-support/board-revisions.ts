import type { TestApp } from './test-app.js';

/**
 * A project's board revision as its columns' list answers it (the `board-revision` header), looked at now; `bumps()`
 * answers how many new revisions the board got since the last look.
 */
export async function boardRevisions(t: TestApp, project: number, headers: { authorization: string }) {
  const revision = async () =>
    Number(
      (await t.app.inject({ url: `/api/projects/columns/?project=${project}`, headers })).headers['board-revision'],
    );
  let seen = await revision();
  return {
    /** The revision at the last look. */
    get seen() {
      return seen;
    },
    async bumps() {
      const now = await revision();
      const since = now - seen;
      seen = now;
      return since;
    },
  };
}
