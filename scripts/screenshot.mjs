// Looks at a screen: node scripts/screenshot.mjs <url> <out.png> [width=1280] [--full | --y=<scroll offset>]
//   [--as=owner@demo.test] (signs in first, sandbox) [--click=<name>] (clicks a tab or button, repeatable)
// (serve a build first, e.g. `npm run sandbox`). Uses the system Chromium.
import { chromium } from 'playwright-core';

const [url, out, width = '1280', ...flags] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs <url> <out.png> [width] [--full]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--lang=fr-FR',
  ],
});
const page = await browser.newPage({
  viewport: { width: Number(width), height: Number(width) < 600 ? 812 : 900 },
  locale: 'fr-FR',
});
page.on('pageerror', (error) => console.error('page error:', error.message));
const signInAs = flags.find((flag) => flag.startsWith('--as='))?.slice(5);
if (signInAs) {
  await page.goto(new URL('/admin/login', url).href, { waitUntil: 'networkidle' });
  await page.getByRole('textbox', { name: /^Email/ }).fill(signInAs);
  await page.getByLabel(/^Mot de passe/).fill('demo1234');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((target) => !target.pathname.endsWith('/login'));
}
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(300);
for (const name of flags.filter((flag) => flag.startsWith('--click=')).map((flag) => flag.slice(8))) {
  await page
    .getByRole('tab', { name, exact: true })
    .or(page.getByRole('button', { name, exact: true }))
    .or(page.getByRole('button', { name }))
    .first()
    .click();
  await page.waitForTimeout(400);
}
const scroll = flags.find((flag) => flag.startsWith('--y='));
if (scroll) {
  await page.evaluate((y) => window.scrollTo(0, y), Number(scroll.slice(4)));
  await page.waitForTimeout(300);
}
await page.screenshot({ path: out, fullPage: flags.includes('--full') });
await browser.close();
console.log(out);
