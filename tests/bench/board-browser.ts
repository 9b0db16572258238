// The large board in Chromium (issue 17): a board of 2,000 tasks in 8 columns (seeded by run.ts with `pnpm seed --
// --board 2000`) opened in the browser. Figures: the GraphQL requests and REST calls the open makes (against a demo
// board: they must not grow with the tasks), time from navigation to the first cards drawn, the longest main-thread
// task (PerformanceObserver 'longtask') while the page opens, while its fullest column is scrolled end to end and
// while a card is dragged with the mouse to the next column; and a move seen by another browser: a keyboard drag ends
// in one, the card stands in its new column in the other (20 moves, p50 and p95). Chromium runs without its omnibox
// popup's renderer (WITHOUT_OMNIBOX_POPUP); the cold open is measured with its defaults as well.
// Over 400 lines: the figures share one browser, board and signed-in pages.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page, type Request, type Response } from '@playwright/test';
import { median, signInCookie } from './clients.js';
import type { BoardFigure } from './board.js';

declare global {
  interface Window {
    __longTasks: { start: number; duration: number }[];
    __firstCard: number | undefined;
    __clickToCard: number | undefined;
    __ft8CardDrawn: (() => void) | undefined;
  }
}

/** Collects long tasks and the moment the first card is drawn, from the page's first script on. */
const INIT = () => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const observer = new MutationObserver(() => {
    if (window.__firstCard === undefined && document.querySelector('[data-testid="task-card"]')) {
      requestAnimationFrame(() => {
        window.__firstCard = performance.now();
        window.__ft8CardDrawn?.();
      });
      observer.disconnect();
    }
  });
  document.addEventListener('DOMContentLoaded', () =>
    observer.observe(document.body, { childList: true, subtree: true }),
  );
};

/**
 * A page in a fresh context (no cache, no code). `latencyMs`: each request takes that much longer (Chromium's network
 * emulation, 20 Mbit/s down), as from an office on the internet rather than this machine's loopback.
 */
export async function boardPage(browser: Browser, bffUrl: string, cookie: string, latencyMs = 0) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const url = new URL(bffUrl);
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name: name!, value: value.join('='), domain: url.hostname, path: '/' };
    }),
  );
  return watchedPage(context, latencyMs);
}

/** A new page of the context, watched from its first script on: its long tasks, and its first card drawn. */
async function watchedPage(context: BrowserContext, latencyMs = 0) {
  const page = await context.newPage();
  if (latencyMs > 0) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: latencyMs,
      downloadThroughput: 20e6 / 8,
      uploadThroughput: 10e6 / 8,
    });
  }
  await page.addInitScript(INIT);
  // The first card, told by the page itself (a binding: one message), so that nothing of the bench's runs in the page
  // while it opens. Playwright's locator wait installs its injected script in the page (20-30 ms of its main thread
  // in a CPU profile of the cold open) and polls there every frame.
  let drawn!: () => void;
  cardDrawn.set(page, new Promise<void>((resolve) => (drawn = resolve)));
  await page.exposeBinding('__ft8CardDrawn', () => drawn());
  return page;
}

const cardDrawn = new WeakMap<Page, Promise<void>>();

/**
 * Opens the board. The GraphQL requests sent before its first card was drawn (their operations' names) and the REST
 * calls they made (the bff's `extensions.restCalls`); the requests sent after it, until the network is idle (the
 * Contacts tab's prefetch while the browser is idle).
 */
export async function open(page: Page, bffUrl: string, project: number) {
  const requests: { name: string; at: number; request: Request }[] = [];
  const restCallsOf = new Map<Request, number>();
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const name = /\b(?:query|mutation) (\w+)/.exec(request.postData() ?? '')?.[1] ?? '?';
    requests.push({ name, at: Date.now(), request });
  });
  // The answers' bodies (their `extensions.restCalls`) are read once the page has opened: read as each came, the
  // board's 390 kB went from the browser to Playwright while the page was drawing it.
  const answers: Response[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/graphql') && response.request().method() === 'POST') answers.push(response);
  });
  await page.goto(`${bffUrl}/projects/${project}/tasks`, { waitUntil: 'commit' });
  const drawn = cardDrawn.get(page);
  if (!drawn) throw new Error('open() takes a page from boardPage()');
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    drawn,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no card drawn in 30 s on project ${project}`)), 30_000);
    }),
  ]).finally(() => clearTimeout(timer));
  await page.waitForLoadState('networkidle');
  for (const response of answers) {
    const body = (await response.json().catch(() => ({}))) as { extensions?: { restCalls?: unknown[] } };
    restCallsOf.set(response.request(), body.extensions?.restCalls?.length ?? 0);
  }
  const [firstCardMs, firstCardAt] = await page.evaluate(() => [
    window.__firstCard ?? Number.NaN,
    performance.timeOrigin + (window.__firstCard ?? Number.NaN),
  ]);
  const opening = requests.filter((request) => request.at <= firstCardAt);
  return {
    graphql: opening.length,
    operations: opening.map((request) => request.name),
    after: requests.filter((request) => request.at > firstCardAt).map((request) => request.name),
    restCalls: opening.reduce((sum, request) => sum + (restCallsOf.get(request.request) ?? 0), 0),
    firstCardMs: firstCardMs,
  };
}

const longestSince = (page: Page, since: number) =>
  page.evaluate(
    (from) => Math.max(0, ...window.__longTasks.filter((task) => task.start >= from).map((task) => task.duration)),
    since,
  );
const now = (page: Page) => page.evaluate(() => performance.now());

/** The longest main-thread task while the fullest column is scrolled end to end, 600 px a frame. */
async function scrollFullestColumn(page: Page) {
  const scrollers = page.locator('[data-testid="column-scroller"]');
  const heights = await scrollers.evaluateAll((elements) => elements.map((element) => element.scrollHeight));
  const scroller = scrollers.nth(heights.indexOf(Math.max(...heights)));
  const from = await now(page);
  // (Scripts as text: tsx would wrap named functions in a helper the page does not have.)
  await scroller.evaluate(`(element) => new Promise((resolve) => requestAnimationFrame(function step() {
    element.scrollTop += 600;
    if (element.scrollTop + element.clientHeight >= element.scrollHeight - 1) resolve();
    else requestAnimationFrame(step);
  }))`);
  await page.waitForTimeout(300);
  const longest = await longestSince(page, from);
  await scroller.evaluate((element) => (element.scrollTop = 0));
  await page.waitForTimeout(300);
  return longest;
}

/** The longest main-thread task while the first column's top card is dragged with the mouse to the next, in 30 steps. */
async function dragTopCard(page: Page) {
  const card = page.locator('[data-testid="column-scroller"]').first().locator('[data-index="0"]');
  const target = page.locator('[data-testid="column-scroller"]').nth(1);
  const a = (await card.boundingBox())!;
  const b = (await target.boundingBox())!;
  const from = await now(page);
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 + 10, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + 60, { steps: 30 });
  await page.mouse.up();
  await page.waitForTimeout(500);
  return longestSince(page, from);
}

/**
 * In the app already open (on the project's page), Go to Project Board: ms from the click to the first card drawn.
 * What a user meets most: the app's code and their session are there, only the board is new. With `pressMs`, the
 * button is held that long, as a person's click is, and the time runs from the press.
 */
async function openFromProjectPage(page: Page, bffUrl: string, project: number, pressMs?: number) {
  await page.goto(`${bffUrl}/projects/${project}`);
  const go = page
    .getByRole('button', { name: 'Go to Project Board' })
    .or(page.getByRole('link', { name: 'Go to Project Board' }));
  await go.first().waitFor();
  await page.waitForLoadState('networkidle');
  // From the click as the page receives it: Playwright's own checks before it clicks (about 40 ms here) are not
  // the app's.
  await page.evaluate(`(() => {
    window.__clickToCard = undefined;
    window.__clicked = undefined;
    window.__pressed = undefined;
    window.addEventListener('click', () => (window.__clicked = performance.now()), { capture: true, once: true });
    window.addEventListener('pointerdown', () => (window.__pressed = performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[data-testid="task-card"]')) return;
      observer.disconnect();
      requestAnimationFrame(() => (window.__clickToCard = performance.now()));
    });
    observer.observe(document.body, { childList: true, subtree: true });
  })()`);
  await go.first().click(pressMs === undefined ? {} : { delay: pressMs });
  await page.locator('[data-testid="task-card"]').first().waitFor();
  await page.waitForFunction('window.__clickToCard !== undefined');
  return page.evaluate<number>(
    pressMs === undefined ? 'window.__clickToCard - window.__clicked' : 'window.__clickToCard - window.__pressed',
  );
}

/**
 * Debian's headless shell (package chromium-headless-shell, the e2e suite's browser). The full browser, headless, sets
 * up a window for each fresh context, with its own omnibox WebUI in a second renderer: in a trace of a cold open (2.4 s)
 * that renderer's main thread used 667 ms of CPU, the page's own 785 ms, on the same 2 cores as the servers.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** How long a person holds a mouse button in a click (the page starts the board's data as it is pressed). */
const PRESS_MS = 100;

/**
 * The full browser's omnibox popup is a WebUI page (chrome://omnibox-popup.top-chrome/, in Chromium 156) that each new
 * window loads in a renderer of its own; turned off, a fresh context has only the page's renderer. Browser UI, not the
 * app: on a user's machine it has its own core, here it takes one from the servers. The default is measured too.
 */
const WITHOUT_OMNIBOX_POPUP = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup';

export const launch = (
  executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  extraArgs = [WITHOUT_OMNIBOX_POPUP],
) =>
  chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', ...extraArgs],
  });

/**
 * The spec's largest board (10,000 tasks) must not freeze the page: opened cold, the first cards and the longest
 * main-thread task; then its fullest column scrolled end to end and a card dragged, each's longest task.
 */
export async function benchLargestBoard(bffUrl: string, project: number, tasks: number): Promise<BoardFigure[]> {
  const browser = await launch();
  try {
    const cookie = await signInCookie(bffUrl, 'admin@ft8.test');
    const page = await boardPage(browser, bffUrl, cookie);
    const opened = await open(page, bffUrl, project);
    const openLongest = await longestSince(page, 0);
    const scrollLongest = await scrollFullestColumn(page);
    const dragLongest = await dragTopCard(page);
    const label = `board in Chromium, ${tasks.toLocaleString('en-GB')} tasks`;
    return [
      [
        `${label}: navigation to first cards drawn / longest main-thread task while opening`,
        `${opened.firstCardMs.toFixed(0)} ms / ${openLongest.toFixed(0)} ms`,
        'no freeze',
      ],
      [
        `${label}: longest main-thread task scrolling its fullest column / dragging a card`,
        `${scrollLongest.toFixed(0)} ms / ${dragLongest.toFixed(0)} ms`,
        '< 50 ms',
      ],
    ];
  } finally {
    await browser.close();
  }
}

export async function benchBoardBrowser(
  bffUrl: string,
  bigProject: number,
  smallProject: number,
): Promise<BoardFigure[]> {
  const browser = await launch();
  try {
    const cookie = await signInCookie(bffUrl, 'admin@ft8.test');
    const small = await open(await boardPage(browser, bffUrl, cookie), bffUrl, smallProject);
    const opens = [];
    let page!: Page;
    for (let round = 0; round < 5; round++) {
      page = await boardPage(browser, bffUrl, cookie);
      opens.push(await open(page, bffUrl, bigProject));
      if (round < 4) await page.context().close();
    }
    const big = opens.at(-1)!;
    const openLongest = await longestSince(page, 0);
    const coldAt = async (latencyMs: number, other?: Browser) => {
      const times: number[] = [];
      for (let round = 0; round < 3; round++) {
        const cold = await boardPage(other ?? browser, bffUrl, cookie, latencyMs);
        times.push((await open(cold, bffUrl, bigProject)).firstCardMs);
        await cold.context().close();
      }
      return median(times);
    };
    const coldFar = await coldAt(50);
    const defaults = await launch(undefined, []);
    let coldDefaults: number;
    try {
      await coldAt(0, defaults);
      coldDefaults = await coldAt(0, defaults);
    } finally {
      await defaults.close();
    }
    let coldShell: number | undefined;
    if (existsSync(HEADLESS_SHELL)) {
      const shell = await launch(HEADLESS_SHELL);
      try {
        await coldAt(0, shell); // its first context starts the browser's own processes
        coldShell = await coldAt(0, shell);
      } finally {
        await shell.close();
      }
    }
    // A returning user: the board opened in a new tab of a browser that has opened it before, the app's files (hashed,
    // cached for a year) from the browser's cache; their data and session are fetched as in a cold open.
    const returning: number[] = [];
    {
      const first = await boardPage(browser, bffUrl, cookie);
      await open(first, bffUrl, bigProject);
      const context = first.context();
      await first.close();
      for (let round = 0; round < 3; round++) {
        const again = await watchedPage(context);
        returning.push((await open(again, bffUrl, bigProject)).firstCardMs);
        await again.close();
      }
      await context.close();
    }
    const inApp: number[] = [];
    const inAppPressed: number[] = [];
    for (let round = 0; round < 7; round++) {
      const warm = await boardPage(browser, bffUrl, cookie);
      inApp.push(await openFromProjectPage(warm, bffUrl, bigProject));
      await warm.context().close();
      const pressed = await boardPage(browser, bffUrl, cookie);
      inAppPressed.push(await openFromProjectPage(pressed, bffUrl, bigProject, PRESS_MS));
      await pressed.context().close();
    }

    const scrollLongest = await scrollFullestColumn(page);
    const dragLongest = await dragTopCard(page);

    // A move seen by another browser: keyboard drags in this page, the card in its new column in the other.
    const other = await boardPage(browser, bffUrl, cookie);
    await open(other, bffUrl, bigProject);
    const seen: number[] = [];
    for (let move = 0; move < 20; move++) {
      const [sourceIndex, direction] = move % 2 === 0 ? [0, 'ArrowRight'] : [1, 'ArrowLeft'];
      const source = page.locator('[data-testid="column-scroller"]').nth(sourceIndex);
      const moving = source.locator('[data-index="0"]');
      const taskId = await moving.locator('[data-testid="task-card"]').getAttribute('data-task-id');
      const targetColumn = await page
        .locator('[data-testid="board-column"]')
        .nth(move % 2 === 0 ? 1 : 0)
        .getAttribute('data-column-id');
      const arrived = other.evaluate<number>(`new Promise((resolve) => {
        const selector = '[data-column-id="${targetColumn}"] [data-task-id="${taskId}"]';
        if (document.querySelector(selector)) return resolve(Date.now());
        const observer = new MutationObserver(() => {
          if (!document.querySelector(selector)) return;
          observer.disconnect();
          resolve(Date.now());
        });
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      })`);
      await moving.focus();
      await page.keyboard.press('Space');
      await page.keyboard.press(direction);
      const ended = Date.now();
      await page.keyboard.press('Space');
      seen.push((await arrived) - ended);
      await page.waitForTimeout(150);
    }
    seen.sort((x, y) => x - y);
    const p95 = seen[Math.ceil(seen.length * 0.95) - 1]!;
    return [
      [
        'board in Chromium: GraphQL requests / REST calls to open (sent before the first card), 2,000 tasks vs a demo board',
        `${big.graphql} / ${big.restCalls} vs ${small.graphql} / ${small.restCalls} (${big.operations.join(', ')})`,
        '1 / the same',
      ],
      [
        'board in Chromium: GraphQL requests after the first card, until the network is idle (2,000 tasks)',
        big.after.length === 0 ? 'none' : `${big.after.length} (${big.after.join(', ')})`,
        '-',
      ],
      [
        'board in Chromium: navigation to first cards drawn, 2,000 tasks (median of 5) vs a demo board',
        `${median(opens.map((o) => o.firstCardMs)).toFixed(0)} ms vs ${small.firstCardMs.toFixed(0)} ms`,
        '< 500 ms',
      ],
      [
        'board in Chromium: the same, 2,000 tasks, each request 50 ms longer (median of 3)',
        `${coldFar.toFixed(0)} ms`,
        '-',
      ],
      [
        'board in Chromium launched with its defaults (its omnibox popup renders in a second process): the same (median of 3)',
        `${coldDefaults.toFixed(0)} ms`,
        '-',
      ],
      [
        "board in Chromium's headless shell (no window per fresh context): the same, 2,000 tasks (median of 3)",
        coldShell === undefined ? 'no headless shell' : `${coldShell.toFixed(0)} ms`,
        '< 500 ms',
      ],
      [
        "board in Chromium: the same, 2,000 tasks, a returning user (a new tab, the app's files from the browser's cache; median of 3)",
        `${median(returning).toFixed(0)} ms`,
        '-',
      ],
      [
        'board in Chromium: Go to Project Board (the app open) to first cards drawn, 2,000 tasks (median of 7; fastest–slowest)',
        `${median(inApp).toFixed(0)} ms (${Math.min(...inApp).toFixed(0)}–${Math.max(...inApp).toFixed(0)})`,
        '< 500 ms',
      ],
      [
        `board in Chromium: the same, the button held ${PRESS_MS} ms as a person clicks, from the press (median of 7; fastest–slowest)`,
        `${median(inAppPressed).toFixed(0)} ms (${Math.min(...inAppPressed).toFixed(0)}–${Math.max(...inAppPressed).toFixed(0)})`,
        '-',
      ],
      ['board in Chromium: longest main-thread task while opening, 2,000 tasks', `${openLongest.toFixed(0)} ms`, '-'],
      [
        'board in Chromium: longest main-thread task scrolling its fullest column (250 tasks)',
        `${scrollLongest.toFixed(0)} ms`,
        '< 50 ms',
      ],
      ['board in Chromium: longest main-thread task dragging a card', `${dragLongest.toFixed(0)} ms`, '< 50 ms'],
      [
        'board in Chromium: a move seen by another browser, 20 moves, p50 / p95',
        `${median(seen).toFixed(0)} / ${p95.toFixed(0)} ms`,
        'p95 < 300 ms',
      ],
    ];
  } finally {
    await browser.close();
  }
}
