// `npm run bench:pages`: page speed of the public pages as served in production — through the
// Hosting emulator, rendered by renderPage — with Lighthouse (mobile, default simulated throttling,
// Debian's Chromium, median of RUNS runs), then the renderer's own figures: cold and warm render
// time and Firestore reads per page, and the time a first tap takes while the page hydrates on
// demand. A benchmark, not a test: it prints figures and passes.
// LIGHTHOUSE names a Lighthouse CLI to use; otherwise `npx lighthouse@12.8.2` (downloaded once).
// BEACON=compare: each Lighthouse run has a twin with the audience beacon blocked, taken in turn,
// and their medians are printed side by side (the first taps are then left out).
// REPORTS=dir: each Lighthouse report is also written there as JSON (its LCP phases, its requests).
// TAPS=no: the first taps are left out (a quicker run).
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { median, startPublicPages } from './lib/bench-firebase.mjs';
import { firstTap } from './lib/first-tap.mjs';
import { PUBLIC_TAPS } from './lib/public-taps.mjs';
import { ROOT, createServices, failAndStop } from './emulators.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const WARM_RENDERS = 5;
const LOG = join(ROOT, 'bench-pages.log');
const ALL_PAGES = [
  ['shop home', '/', 'epicerie.localhost'],
  ['about', '/merchant/about', 'epicerie.localhost'],
  ['services', '/merchant/services', 'epicerie.localhost'],
  ['products', '/merchant/products', 'epicerie.localhost'],
  ['contact', '/merchant/contact', 'epicerie.localhost'],
  ['landing page', '/', '127.0.0.1'],
];
// PAGES=home,products: those pages only (their labels' first words), for a quicker run.
const PAGES = ALL_PAGES.filter(
  ([label]) => !process.env.PAGES || process.env.PAGES.split(',').some((word) => label.includes(word)),
);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const COMPARE_BEACON = process.env.BEACON === 'compare';
/** The beacon's code (its chunk, loaded once the page is idle) and what it sends (AUDIENCE_PATH). */
const BEACON_PATTERNS = ['*/assets/count-visits-*', '*/_/audience*'];
const isBeacon = (url) => url.includes('/assets/count-visits-') || url.includes('/_/audience');
const exec = promisify(execFile);

async function lighthouse(url, { blocked = [] } = {}) {
  const cli = process.env.LIGHTHOUSE ? [process.env.LIGHTHOUSE] : ['npx', '--yes', 'lighthouse@12.8.2'];
  const [command, ...args] = cli;
  const { stdout } = await exec(
    command,
    [
      ...args,
      url,
      '--output=json',
      '--quiet',
      '--only-categories=performance',
      ...blocked.map((pattern) => `--blocked-url-patterns=${pattern}`),
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking',
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  if (process.env.REPORTS) {
    mkdirSync(process.env.REPORTS, { recursive: true });
    const name = `${new URL(url).hostname}${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`;
    writeFileSync(join(process.env.REPORTS, name), stdout);
  }
  const audit = (id) => report.audits[id];
  const lcp = audit('largest-contentful-paint').numericValue;
  // Requests the browser started before the largest paint, on the simulated (throttled) timeline.
  const requests = audit('network-requests').details.items;
  const lcpAt = audit('metrics').details.items[0].observedLargestContentfulPaint;
  const beforeLcp = requests.filter((request) => request.networkRequestTime <= lcpAt).length;
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    beforeLcp,
    kb: audit('total-byte-weight').numericValue / 1024,
    // The beacon's requests that got an answer (a blocked one has none).
    beacons: requests.filter((request) => isBeacon(request.url) && request.statusCode > 0).length,
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** The first tap on each interactive element (scripts/lib/public-taps.mjs), in three conditions. */
async function printTaps(port) {
  const conditions = [
    ['right after load, CPU 4×', { when: 'load' }],
    ['right after load, CPU 4× + slow 4G', { when: 'load', network: '4g' }],
    ['once the page is idle, CPU 4×', { when: 'idle' }],
  ];
  console.log(
    `\nFirst tap until it is answered (375 px, touch, median of ${RUNS}). Each cell: seconds from the tap to the answer, as the test driver sees it ("answered / done" where the first answer is the press shown as taken) · the browser's own Interaction to Next Paint, ms · blocked main thread meanwhile, ms:\n`,
  );
  console.log(`| element | ${conditions.map(([label]) => label).join(' | ')} |`);
  console.log(`| --- | ${conditions.map(() => '---:').join(' | ')} |`);
  for (const tap of PUBLIC_TAPS) {
    const cells = [];
    for (const [, options] of conditions) {
      const url = `http://epicerie.localhost:${port}${tap.path}`;
      try {
        const result = await firstTap(url, { chrome: CHROME, runs: RUNS, ...tap, ...options });
        const shown = tap.done ? `${seconds(result.ms)} / ${seconds(result.doneMs)}` : seconds(result.ms);
        cells.push(`${shown} · ${Math.round(result.interaction)} · ${Math.round(result.blocking)}`);
      } catch (error) {
        cells.push(`failed: ${String(error.message).split('\n')[0]}`);
      }
    }
    console.log(`| ${tap.label} | ${cells.join(' | ')} |`);
  }
}

/** Lighthouse on each page, and the renderer's own figures. */
async function printPages({ port, render, renderLines, coldRender }) {
  // Cold: the first page after the functions start; warm: the next ones.
  const cold = await coldRender();
  const renders = [];
  for (const [label, path, host] of PAGES) {
    const before = renderLines().length;
    for (let i = 0; i < WARM_RENDERS; i += 1) await (await render(path, host)).text();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const lines = renderLines().slice(before);
    renders.push({ label, ms: median(lines.map((line) => line.ms)), reads: lines[0]?.reads ?? NaN });
  }

  const rows = [];
  const twins = [];
  for (const [label, path, host] of PAGES) {
    const url = `http://${host}:${port}${path}`;
    const runs = [];
    const blockedRuns = [];
    for (let i = 0; i < RUNS; i += 1) {
      if (!COMPARE_BEACON) {
        runs.push(await lighthouse(url));
        continue;
      }
      // In turn, each first every other time, so that the machine's ups and downs hit both.
      if (i % 2) blockedRuns.push(await lighthouse(url, { blocked: BEACON_PATTERNS }));
      runs.push(await lighthouse(url));
      if (!(i % 2)) blockedRuns.push(await lighthouse(url, { blocked: BEACON_PATTERNS }));
    }
    const pick = (key, of = runs) => median(of.map((result) => result[key]));
    if (COMPARE_BEACON) {
      const both = (key) => [pick(key), pick(key, blockedRuns)];
      const [score, lcp, tbt, cls, beacons] = ['score', 'lcp', 'tbt', 'cls', 'beacons'].map(both);
      twins.push({ label, path, score, lcp, tbt, cls, beacons });
    }
    rows.push({
      label,
      path,
      score: pick('score'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      beforeLcp: pick('beforeLcp'),
      kb: pick('kb'),
    });
    console.log(`measured ${label}`);
  }

  console.log(
    `\nLighthouse ${RUNS > 1 ? `median of ${RUNS}` : '1 run'}, mobile, simulated throttling (${new Date().toISOString()})\n`,
  );
  console.log('| page | score | LCP | TBT | CLS | requests before LCP | transferred | server render (warm) | reads |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  rows.forEach((row, index) => {
    const { ms, reads } = renders[index];
    console.log(
      `| ${row.label} (\`${row.path}\`) | ${row.score} | ${(row.lcp / 1000).toFixed(2)} s | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${row.beforeLcp} | ${Math.round(row.kb)} KB | ${Math.round(ms)} ms | ${reads} |`,
    );
  });
  console.log(
    `\nCold render (first page after the functions start, through the Functions emulator): ${Math.round(cold)} ms`,
  );
  if (COMPARE_BEACON) printTwins(twins);
}

/** The medians with the beacon and with it blocked (`--blocked-url-patterns`), side by side. */
function printTwins(twins) {
  console.log(
    `\nWith the audience beacon / without it (${BEACON_PATTERNS.join(' and ')} blocked), median of ${RUNS} each, runs taken in turn\n`,
  );
  console.log('| page | score | LCP | TBT | CLS | beacon requests answered |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  const pair = ([withIt, without], format) => `${format(withIt)} / ${format(without)}`;
  for (const { label, path, score, lcp, tbt, cls, beacons } of twins) {
    const cells = [
      pair(score, String),
      pair(lcp, (ms) => `${(ms / 1000).toFixed(2)} s`),
      pair(tbt, (ms) => `${Math.round(ms)} ms`),
      pair(cls, (value) => value.toFixed(3)),
      pair(beacons, String),
    ];
    console.log(`| ${label} (\`${path}\`) | ${cells.join(' | ')} |`);
  }
}

const services = createServices();
try {
  const bench = await startPublicPages(services, LOG);
  if (!bench) process.exit(0);
  // ONLY=taps: the first taps alone (a quicker run while working on them).
  if (process.env.ONLY !== 'taps') await printPages(bench);
  if (!COMPARE_BEACON && process.env.TAPS !== 'no') await printTaps(bench.port);
  await services.stopAll();
  process.exit(0);
} catch (error) {
  console.error(`The emulators' output is in ${LOG}.`);
  await failAndStop(services, error);
}
