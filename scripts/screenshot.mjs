// Looks at a screen: node scripts/screenshot.mjs <url> <out.png> [width=1280] [--full | --y=<scroll offset>]
//   [--as=owner@demo.test] (signs in first, sandbox) [--choose=<label>=<value>] (chooses a select's option)
//   [--click=<name>] (clicks a tab or button, repeatable)
// (serve a build first, e.g. `npm run sandbox`). Uses the system Chromium.
import { openScreen, screenFlags } from './lib/open-screen.mjs';

const [url, out, width = '1280', ...flags] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs <url> <out.png> [width] [--full] [--as=<email>] [--click=<name>]');
  process.exit(2);
}
const { browser, page } = await openScreen(url, { width: Number(width), ...screenFlags(flags) });
const scroll = flags.find((flag) => flag.startsWith('--y='));
if (scroll) {
  await page.evaluate((y) => window.scrollTo(0, y), Number(scroll.slice(4)));
  await page.waitForTimeout(300);
}
await page.screenshot({ path: out, fullPage: flags.includes('--full') });
await browser.close();
console.log(out);
