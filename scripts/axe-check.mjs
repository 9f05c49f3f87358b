// Accessibility check of a screen with axe-core in Chromium:
//   node scripts/axe-check.mjs <url> [width] [--as=owner@demo.test] [--click=<name>]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { openScreen, screenFlags } from './lib/open-screen.mjs';

const [url, width = '1280', ...flags] = process.argv.slice(2);
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const { browser, page } = await openScreen(url, { width: Number(width), ...screenFlags(flags) });
// Evaluated rather than added as a script tag: the served build runs under a CSP that refuses inline scripts.
await page.evaluate(axeSource);
const { violations } = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
await browser.close();
for (const violation of violations) {
  console.log(`${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.length})`);
  for (const node of violation.nodes.slice(0, 3)) console.log(`    ${node.target.join(' ')}`);
}
console.log(violations.length === 0 ? 'no violations' : `${violations.length} violation types`);
process.exit(violations.length === 0 ? 0 : 1);
