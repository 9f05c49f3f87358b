// Looks at a screen: node scripts/screenshot.mjs <url> <out.png> [width=1280] [--full | --y=<scroll offset>]
// (serve a build first, e.g. `npm run sandbox`). Uses the system Chromium.
import { chromium } from 'playwright-core';

const [url, out, width = '1280', ...flags] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs <url> <out.png> [width] [--full]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
const page = await browser.newPage({
  viewport: { width: Number(width), height: Number(width) < 600 ? 812 : 900 },
  locale: 'fr-FR',
});
page.on('pageerror', (error) => console.error('page error:', error.message));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(300);
const scroll = flags.find((flag) => flag.startsWith('--y='));
if (scroll) {
  await page.evaluate((y) => window.scrollTo(0, y), Number(scroll.slice(4)));
  await page.waitForTimeout(300);
}
await page.screenshot({ path: out, fullPage: flags.includes('--full') });
await browser.close();
console.log(out);
