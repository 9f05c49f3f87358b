// `npm run bench:admin`: the back office at the platform's size. Starts the emulators with Hosting
// serving the emulators-mode build, adds the scale seed (1,000 shops; one traiteur with 5,000 quote
// requests, 3,000 messages, 2,000 reservations and 300 products), then opens each screen in Chromium
// with the CPU slowed 4×, as the administrator (platform screens) and as the traiteur's owner (shop
// screens), each in a page of its own (the app's start included: about 1.7 s to first content on a
// screen that reads 2 documents). For each: Firestore documents read (the drivers' own count,
// `window.comptoirReads`) at first content (the screen's h1 shown, no spinner left in it) and at
// idle (the full SDK loaded, then no read for 1.5 s), both times, bytes received. A benchmark, not
// a test: it prints a table and passes. Targets (issue 29): ≤ 100 reads and ≤ 1.5 s to first
// content on every screen.
// Also the React commits and components drawn until first content (scripts/lib/render-count.mjs):
// a screen drawn again whole at each answer shows here, whatever the machine's speed.
// BREAKDOWN=1: after the table, each screen's reads by query (the meter's `byQuery`), most first.
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startPublicPages } from './lib/bench-firebase.mjs';
import { CHROME_FLAGS } from './lib/first-tap.mjs';
import { installRenderCount, rendersAtContent, screenShown } from './lib/render-count.mjs';
import { ROOT, binOf, createServices, failAndStop, run } from './emulators.mjs';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LOG = join(ROOT, 'bench-admin.log');
/** The back office is served by the platform's own host. */
const HOST = '127.0.0.1';
const ROLES = [
  {
    who: 'administrator',
    email: 'admin@demo.test',
    screens: ['sites', 'users', 'prospects', 'domains', 'platform'],
  },
  {
    who: 'the traiteur’s owner',
    email: 'grande-maison@scale.example',
    screens: [
      'dashboard',
      'content/quotes',
      'content/messages',
      'content/reservations',
      'products',
      'privacy',
      'content/events',
      'pages/hours',
    ],
  },
];
const QUIET_MS = 1500;
/** `SCREENS=dashboard,content/quotes npm run bench:admin` measures only those. */
const wanted = (screen) => !process.env.SCREENS || process.env.SCREENS.split(',').includes(screen);

const reads = (page) => page.evaluate(() => window.comptoirReads?.reads ?? 0);
const TIMEOUT_MS = 60_000;

/** Waits until the full SDK is loaded (the listeners start then), then until no document has been read for QUIET_MS. */
async function idle(page) {
  await page.waitForFunction(() => window.comptoirReads?.live === true, undefined, {
    timeout: TIMEOUT_MS,
    polling: 100,
  });
  let last = -1;
  for (;;) {
    const now = await reads(page);
    if (now === last) return now;
    last = now;
    await page.waitForTimeout(QUIET_MS);
  }
}

/** Opens `path` in a new page and measures it; on a screen that shows nothing within TIMEOUT_MS, says so. */
async function measure(session, path) {
  const page = await session.context.newPage();
  await page.addInitScript(installRenderCount);
  const cdp = await session.context.newCDPSession(page);
  await cdp.send('Network.enable');
  let bytes = 0;
  cdp.on('Network.dataReceived', ({ encodedDataLength }) => (bytes += encodedDataLength));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const started = performance.now();
  try {
    await page.goto(session.base + path);
    await screenShown(page, TIMEOUT_MS);
    const contentMs = performance.now() - started;
    const atContent = await reads(page);
    const renders = await rendersAtContent(page);
    const total = await idle(page);
    const byQuery = await page.evaluate(() => window.comptoirReads?.byQuery ?? {});
    const idleMs = performance.now() - started - QUIET_MS;
    return { contentMs, idleMs, atContent, total, kb: bytes / 1024, byQuery, renders };
  } catch (error) {
    if (!String(error).includes('Timeout')) throw error;
    return { timedOut: true, atContent: await reads(page), kb: bytes / 1024 };
  } finally {
    await page.close();
  }
}

/** A browser context signed in as `email`. */
async function openSession(browser, base, email) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
  await signIn(context, base, email);
  return { context, base };
}

async function signIn(context, base, email) {
  const page = await context.newPage();
  await page.goto(`${base}/admin/login`);
  const form = page.getByRole('form', { name: 'Connexion' });
  await form.getByRole('textbox', { name: /^Email/ }).fill(email);
  await form.getByLabel(/^Mot de passe/).fill('demo1234');
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 60_000 });
  await page.close();
}

const services = createServices();
try {
  const bench = await startPublicPages(services, LOG);
  if (!bench) process.exit(0);
  const started = performance.now();
  if ((await run([binOf('tsx', 'tsx'), join(ROOT, 'scripts', 'seed-scale.ts')])) !== 0)
    throw new Error('The scale seed failed.');
  console.log(`Scale seed added in ${Math.round((performance.now() - started) / 1000)} s.`);

  const base = `http://${HOST}:${bench.port}`;
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS });
  const rows = [];
  for (const role of ROLES) {
    const session = await openSession(browser, base, role.email);
    for (const screen of role.screens.filter(wanted)) {
      const figures = await measure(session, `/admin/${screen}`);
      rows.push({ who: role.who, screen, ...figures });
      console.log(
        `  ${role.who}, /admin/${screen}: ${figures.timedOut ? 'nothing shown within 60 s' : `${figures.total} reads, ${Math.round(figures.contentMs)} ms`}`,
      );
    }
    await session.context.close();
  }
  await browser.close();

  console.log(
    `\nBack office on the scale seed, emulators, CPU 4× slower, 1280 px (${new Date().toISOString()}); targets ≤ 100 reads and ≤ 1.5 s to first content\n`,
  );
  console.log(
    '| as | screen | reads at first content | reads at idle | first content | idle | received | drawn before first content |',
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  for (const row of rows) {
    const screen = `/admin/${row.screen}`;
    const figures = row.timedOut
      ? [`${row.atContent}+`, '—', `> ${TIMEOUT_MS / 1000} s`, '—', `${Math.round(row.kb)} KB`, '—']
      : [
          row.atContent,
          row.total,
          seconds(row.contentMs),
          seconds(row.idleMs),
          `${Math.round(row.kb)} KB`,
          `${row.renders.components} in ${row.renders.commits} commits`,
        ];
    console.log(`| ${row.who} | ${screen} | ${figures.join(' | ')} |`);
  }
  if (process.env.BREAKDOWN) {
    for (const row of rows.filter((row) => row.byQuery)) {
      console.log(`\n/admin/${row.screen} (${row.who}), reads by query:`);
      for (const [what, count] of Object.entries(row.byQuery).sort((a, b) => b[1] - a[1])) {
        console.log(`  ${String(count).padStart(5)}  ${what}`);
      }
    }
  }
  await services.stopAll();
  process.exit(0);
} catch (error) {
  await failAndStop(services, error);
}
