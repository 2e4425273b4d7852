// scratch: viewport screenshots of admin pages (not committed)
import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3999';
const [width, height] = (process.env.VP ?? '375x812').split('x').map(Number);
const pages = (process.env.PAGES ?? '/admin').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width, height } });
const page = await ctx.newPage();
const login = await (await fetch(`${base}/api/admin/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'Admin12345' }) })).json();
await page.goto(base + '/admin/login');
await page.evaluate((t) => { localStorage.setItem('rk_admin_token', t); localStorage.setItem('lang', process?.env?.LANG ?? 'en'); }, login.data.token).catch(async () => { await page.evaluate((t) => { localStorage.setItem('rk_admin_token', t); localStorage.setItem('lang', 'en'); }, login.data.token); });
for (const p of pages) {
  await page.goto(base + p);
  await page.waitForTimeout(1500);
  const name = p.replace(/[^\w]+/g, '_');
  const full = await page.evaluate(() => document.documentElement.scrollHeight);
  const sw = await page.evaluate(() => document.documentElement.scrollWidth);
  console.log(p, 'scrollHeight', full, 'scrollWidth', sw);
  for (let y = 0, i = 0; y < Math.min(full, 4000); y += height, i++) {
    await page.evaluate((yy) => window.scrollTo(0, yy), y);
    await page.waitForTimeout(150);
    await page.screenshot({ path: `/tmp/shots/${width}${name}-${i}.png` });
  }
}
await browser.close();
