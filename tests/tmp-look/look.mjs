// A look at the contacts screen on the 100k database: the count and the first rows shown against REST, several
// searches, twice with a navigation between. Not committed.
import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:4000';
const api = process.env.API ?? 'http://127.0.0.1:8000/api';
const tokenRes = await fetch(`${api}/auth/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@ft8.test', password: 'ft8-demo-pass' }) });
const { token } = await tokenRes.json();
const rest = async (q) => (await fetch(`${api}/${q}`, { headers: { authorization: `Token ${token}` } })).json();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
await page.goto(`${base}/login`);
await page.getByLabel('Email').fill('admin@ft8.test');
await page.getByLabel('Password', { exact: true }).fill('ft8-demo-pass');
await page.getByRole('button', { name: 'Log In' }).click();
await page.waitForURL((url) => url.pathname === '/');
const searches = (process.argv[2] ?? 'real estate|director, finance|ton|pert iffe|an ar').split('|');
for (const round of [1, 2]) {
  for (const search of searches) {
    const found = await rest(`people/?limit=50&search=${encodeURIComponent(search)}`);
    await page.goto(`${base}/contacts?search=${encodeURIComponent(search)}`);
    const label = `${found.count.toLocaleString('en-GB')} contact${found.count === 1 ? '' : 's'}`;
    let ok = true;
    try { await page.getByText(label, { exact: true }).waitFor({ timeout: 15000 }); } catch { ok = false; }
    await page.locator('tbody tr').first().waitFor();
    const rows = (await page.locator('tbody tr').allTextContents()).slice(0, 6);
    const names = found.results.slice(0, 6).map((r) => r.full_name);
    const inOrder = names.every((n, i) => rows[i]?.includes(n));
    console.log(`round ${round} '${search}': REST ${found.count}, screen shows "${label}": ${ok}; first 6 in REST's order: ${inOrder}`);
    if (round === 1 && search === searches[0]) await page.screenshot({ path: '/tmp/look-search.png' });
  }
  await page.goto(`${base}/projects`);
  await page.waitForTimeout(1000);
}
await browser.close();
