import { expect, type Page } from '@playwright/test';

// The grouped lists' checks (contacts, projects): a group's count on screen is the size of that group in the whole
// list (REST `<list>/group_counts/`), not the number of rows loaded so far. Until the server has counted, the header
// shows a placeholder and no number: every number it shows, even for a moment, must be REST's.

export type GroupCount<Value> = { value: Value; count: number };
/** What the page recorded: for each grouping column and group label, every count the group's header showed. */
export type CountsShown = Record<string, Record<string, number[]>>;

/**
 * Records, from the page's first script on, each count a group header shows, per grouping column (the group
 * column's header) and group label. It reads the DOM after every change, so a count shown for one frame is seen as
 * surely as the one that stays.
 */
export async function recordGroupCounts(page: Page) {
  await page.addInitScript(() => {
    const shown: CountsShown = {};
    (window as unknown as { groupCountsShown: CountsShown }).groupCountsShown = shown;
    const record = () => {
      const grouping = document.querySelector('thead th')?.textContent?.trim() ?? '';
      for (const button of document.querySelectorAll('tbody tr button[aria-label$=" group"]')) {
        // The group cell: its expand button, the group's label, then its count (or a placeholder).
        const [, label, count] = button.parentElement?.children ?? [];
        const digits = /^\((\d[\d,]*)\)$/.exec(count?.textContent ?? '')?.[1];
        if (!label?.textContent || digits === undefined) continue;
        const counts = ((shown[grouping] ??= {})[label.textContent] ??= []);
        const number = Number(digits.replace(/,/g, ''));
        if (!counts.includes(number)) counts.push(number);
      }
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Groups the list by `column`, collapsed so that the groups fit on screen one row each. */
export async function groupBy(page: Page, column: string) {
  await page.getByLabel('Group by').click();
  await page.getByRole('option', { name: column, exact: true }).click();
  await page.getByRole('button', { name: 'Collapse all' }).click();
}

/** The labels of the group rows on screen, once each shows its count (no placeholder left). */
export async function groupsOnScreen(page: Page): Promise<string[]> {
  const groupRows = page.locator('tbody tr').filter({ has: page.getByRole('button', { name: /group$/ }) });
  await expect.poll(() => groupRows.count()).toBeGreaterThan(1);
  await expect(page.getByRole('progressbar', { name: "Loading the group's count" })).toHaveCount(0);
  return groupRows.evaluateAll((rows) => rows.map((row) => row.querySelector('p')?.textContent ?? ''));
}

/**
 * Every count the page showed for a group (`shown`, by label) is REST's count of that group. Other workers' tests
 * add and remove records meanwhile: a group whose count REST changed between `before` and `after` may show any
 * count between the two.
 */
export function expectRestCounts(
  shown: Record<string, number[]>,
  before: ReadonlyMap<string, number>,
  after: ReadonlyMap<string, number>,
) {
  for (const [label, counts] of Object.entries(shown)) {
    const [first, last] = [before.get(label), after.get(label)];
    expect(first ?? last, `REST's count of ${label}`).toBeDefined();
    if (first === last) {
      expect(counts, label).toEqual([first]);
      continue;
    }
    for (const count of counts) {
      expect(count, label).toBeGreaterThanOrEqual(Math.min(first ?? 0, last ?? 0));
      expect(count, label).toBeLessThanOrEqual(Math.max(first ?? 0, last ?? 0));
    }
  }
}

/** The counts `recordGroupCounts` saw, per grouping column and group label. */
export const countsShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { groupCountsShown: CountsShown }).groupCountsShown);
