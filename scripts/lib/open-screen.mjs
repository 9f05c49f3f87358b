// Opens one screen of a served build in the system Chromium, as the look-and-check scripts need it:
// optionally signed in (sandbox demo accounts), after choosing options of selects and clicking tabs
// or buttons by name.
import { chromium } from 'playwright-core';
import { CHROME_FLAGS } from './first-tap.mjs';

/**
 * @param {string} url
 * @param {{ width?: number, signInAs?: string, clicks?: string[], choices?: [string, string][] }} options
 */
export async function openScreen(url, { width = 1280, signInAs, clicks = [], choices = [] } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROME_FLAGS, '--lang=fr-FR'],
  });
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 812 : 900 }, locale: 'fr-FR' });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  if (signInAs) {
    await page.goto(new URL('/admin/login', url).href, { waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: /^Email/ }).fill(signInAs);
    await page.getByLabel(/^Mot de passe/).fill('demo1234');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((target) => !target.pathname.endsWith('/login'));
  }
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  for (const [label, value] of choices) {
    await page.getByLabel(label, { exact: true }).selectOption(value);
    await page.waitForTimeout(400);
  }
  for (const name of clicks) {
    await page
      .getByRole('tab', { name, exact: true })
      .or(page.getByRole('button', { name, exact: true }))
      .or(page.getByRole('button', { name }))
      .first()
      .click();
    await page.waitForTimeout(400);
  }
  return { browser, page };
}

/** `--as=<email>`, every `--choose=<label>=<value>` and every `--click=<name>` of a script's flags. */
export const screenFlags = (flags) => ({
  signInAs: flags.find((flag) => flag.startsWith('--as='))?.slice(5),
  choices: flags
    .filter((flag) => flag.startsWith('--choose='))
    .map((flag) => /** @type {[string, string]} */ (flag.slice(9).split('=', 2))),
  clicks: flags.filter((flag) => flag.startsWith('--click=')).map((flag) => flag.slice(8)),
});
