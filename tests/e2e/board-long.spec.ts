import { expect, test, type Page } from '@playwright/test';
import { createOwnProject, rest, restToken, uniqueStamp } from './rest.js';
import { signInDirectly } from './sign-in.js';

// A long board column (issue 17: boards of 2,000 tasks stay smooth): past 60 cards a column scrolls on its own and
// draws only the cards in view. Scrolled to its end, it still shows every task REST holds, in REST's order, and a
// card dragged with the keyboard lands where REST then has it.

const apiUrl = (process.env.API_URL ?? 'http://127.0.0.1:8000/api').replace(/\/$/, '');
async function post<T>(path: string, token: string, body: unknown): Promise<T> {
  const response = await fetch(`${apiUrl}/${path}`, {
    method: 'POST',
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, `POST ${path}: ${await response.clone().text()}`).toBe(201);
  return (await response.json()) as T;
}

type RestTask = { id: number; title: string; column: number };
const TASKS = 150;

/** Scrolls the column from top to bottom, collecting the titles it draws on the way, in order. */
async function scrollThrough(page: Page, columnId: number) {
  const scroller = page.locator(`[data-column-id="${columnId}"] [data-testid="column-scroller"]`);
  const seen = new Map<number, string>();
  for (let step = 0; step < 200; step++) {
    const drawn = await scroller.evaluate((element) =>
      [...element.querySelectorAll<HTMLElement>('[data-index]')].map((card) => [
        Number(card.dataset.index),
        card.querySelector('[data-testid="task-card"] p')?.textContent ?? '',
      ]),
    );
    for (const [index, title] of drawn) seen.set(index as number, title as string);
    const atEnd = await scroller.evaluate((element) => {
      const end = element.scrollTop + element.clientHeight >= element.scrollHeight - 2;
      element.scrollTop += element.clientHeight * 0.8;
      return end;
    });
    if (atEnd) break;
    // The virtualizer has drawn the cards now in view (or down to the last card) before they are read.
    await expect
      .poll(() =>
        scroller.evaluate((element, last) => {
          const view = element.getBoundingClientRect();
          const cards = [...element.querySelectorAll<HTMLElement>('[data-index]')];
          const boxes = cards.map((card) => card.getBoundingClientRect());
          const top = Math.min(...boxes.map((box) => box.top));
          const bottom = Math.max(...boxes.map((box) => box.bottom));
          const drawsLast = cards.some((card) => Number(card.dataset.index) === last);
          return top <= view.top + 1 && (bottom >= view.bottom - 1 || drawsLast);
        }, TASKS - 1),
      )
      .toBe(true);
  }
  return {
    drawnAtOnce: await scroller.locator('[data-index]').count(),
    titles: [...seen].sort((a, b) => a[0] - b[0]).map(([, title]) => title),
  };
}

test('a column of 150 tasks draws only what is in view, and scrolled through shows every task in REST order', async ({
  page,
}) => {
  const admin = await restToken('admin@ft8.test');
  const project = await createOwnProject(admin, `Long Column ${uniqueStamp()}`);
  const columns = await rest<{ id: number; name: string }[]>(`projects/columns/?project=${project.id}`, admin);
  const first = columns[0]!;
  for (let index = 0; index < TASKS; index++)
    await post('tasks/', admin, {
      title: `Long task ${String(index).padStart(3, '0')}`,
      project: project.id,
      column: first.id,
    });
  const restOrder = async () =>
    (await rest<{ results: RestTask[] }>(`tasks/?project=${project.id}&limit=10000`, admin)).results
      .filter((task) => task.column === first.id)
      .map((task) => task.title);
  expect(await restOrder()).toHaveLength(TASKS);

  await signInDirectly(page, 'admin@ft8.test');
  await page.goto(`/projects/${project.id}/tasks`);
  const column = page.locator(`[data-column-id="${first.id}"]`);
  await expect(column.getByTestId('task-card').first()).toBeVisible();
  const { drawnAtOnce, titles } = await scrollThrough(page, first.id);
  expect(drawnAtOnce).toBeLessThan(40);
  expect(titles).toEqual(await restOrder());

  // Keyboard drag (the library's own): the first card one place down, on screen and in REST.
  const scroller = column.getByTestId('column-scroller');
  await scroller.evaluate((element) => (element.scrollTop = 0));
  await expect(column.locator('[data-index="0"]')).toBeVisible();
  // The cards in view are stacked, not drawn over one another.
  const boxes = await column.locator('[data-index]').evaluateAll((cards) =>
    cards
      .map((card) => ({
        index: Number((card as HTMLElement).dataset.index),
        ...card.getBoundingClientRect().toJSON(),
      }))
      .sort((a, b) => a.index - b.index),
  );
  for (let index = 1; index < boxes.length; index++)
    expect(boxes[index]!.top).toBeGreaterThanOrEqual(boxes[index - 1]!.bottom - 1);
  await page.screenshot({ path: '.artifacts/e2e/board-long-column.png' });
  const card = column.locator('[data-index="0"]');
  await card.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect.poll(async () => (await restOrder()).slice(0, 2)).toEqual(['Long task 001', 'Long task 000']);
  await expect(column.locator('[data-index="0"] [data-testid="task-card"] p')).toHaveText('Long task 001');
  await expect(column.locator('[data-index="1"] [data-testid="task-card"] p')).toHaveText('Long task 000');
});
