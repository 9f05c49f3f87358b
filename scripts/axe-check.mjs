// Accessibility check of a page with axe-core in Chromium: node scripts/axe-check.mjs <url> [width]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

const [url, width = '1280'] = process.argv.slice(2);
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url, { waitUntil: 'networkidle' });
await page.addScriptTag({ content: axeSource });
const { violations } = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
await browser.close();
for (const violation of violations) {
  console.log(`${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.length})`);
  for (const node of violation.nodes.slice(0, 3)) console.log(`    ${node.target.join(' ')}`);
}
console.log(violations.length === 0 ? 'no violations' : `${violations.length} violation types`);
process.exit(violations.length === 0 ? 0 : 1);
