// Benchmark (not a test): audience beacons (issue 30) sent at a steady rate to the seeded épicerie,
// then the day's shards read back: their views, per page, must add up to exactly what was sent (the
// exit code says so). Prints each path's latency (p50, p95, max) and outcomes, two paths:
//  - "function": POST /_/audience as Hosting forwards it (X-Forwarded-Host, X-Forwarded-For),
//    through the Functions emulator, which starts one worker process per concurrent request;
//  - "handler": countAudience, the function's handler, called in this process on the Admin SDK
//    against the Firestore emulator, with one SourceLimiter as one instance holds.
// Run by `npm run bench:beacons [-- <per second> <seconds>]` (it starts the emulators).
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { SourceLimiter, countAudience, countedPage, platformOf, siteOfHostIn, type SiteOfHost } from '@comptoir/core';
import { EPICERIE_ID, seedDocuments } from '@comptoir/core/seed';
import { AdminDataPort } from '../../../functions/src/admin-data-port';
import { seedFirestore } from '../../../scripts/lib/seed-emulators';
import { admin, functionUrl } from '../support/clients';
import { PROJECT_ID } from '../support/emulators';

const [rateArg, secondsArg] = process.argv.slice(2);
const RATE = Number(rateArg ?? process.env.RATE ?? 50);
const SECONDS = Number(secondsArg ?? process.env.DURATION ?? 60);
// The handler first: a Functions emulator that falls behind still writes for a while afterwards.
const PATHS = (process.env.VIA ?? 'handler,function').split(',');
/** Beacons sent at once before the function's run, for the emulator to start as many workers. */
const WORKERS = Number(process.env.WORKERS ?? 20);
const HOST = 'epicerie.localhost';
const TIMEOUT_MS = 120_000;

const PAGES = ['/', '/merchant/products', '/merchant/services', '/merchant/about', '/merchant/contact'];
const REFERRERS = ['', 'https://www.google.com/', 'https://www.facebook.com/', 'https://www.qwant.com/?q=epicerie'];
const AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
];

interface Beacon {
  body: string;
  page: string;
  agent: string;
  source: string;
}

/**
 * Beacon `i` of a visit of three pages: the first from a search engine, a social network or
 * typed, the next ones from the shop's own pages. Each visitor has its own address (well within
 * the 30 hits a minute a source may add).
 */
function beacon(i: number, offset: number): Beacon {
  const visitor = offset + Math.floor(i / 3);
  const step = i % 3;
  const path = PAGES[(visitor + step) % PAGES.length] ?? '/';
  const previous = PAGES[(visitor + step - 1) % PAGES.length] ?? '/';
  const referrer = step === 0 ? REFERRERS[visitor % REFERRERS.length] : `http://${HOST}${previous}`;
  return {
    body: JSON.stringify({ path, referrer }),
    page: countedPage(path) ?? path,
    agent: AGENTS[visitor % AGENTS.length] ?? '',
    source: `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
  };
}

/** Sends one beacon; resolves with its outcome. */
type Send = (beacon: Beacon) => Promise<string>;

const throughFunction: Send = async ({ body, agent, source }) => {
  const response = await fetch(functionUrl('audience'), {
    method: 'POST',
    headers: {
      'Content-Type': 'text/plain;charset=UTF-8',
      'User-Agent': agent,
      'X-Forwarded-Host': HOST,
      'X-Forwarded-Proto': 'http',
      'X-Forwarded-For': source,
    },
    body,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  await response.arrayBuffer();
  return `HTTP ${response.status}`;
};

/** The site of a host read once, as the function's instance cache does for 5 minutes. */
function cached(read: SiteOfHost): SiteOfHost {
  const known = new Map<string, Promise<string | null>>();
  return (host, protocol, site) => {
    const key = `${protocol}://${host}?${site}`;
    if (!known.has(key)) known.set(key, read(host, protocol, site));
    return known.get(key) as Promise<string | null>;
  };
}

function handlerSend(): Send {
  const port = new AdminDataPort(admin().db);
  const platform = platformOf({ appUrl: 'http://127.0.0.1:5173', projectId: PROJECT_ID, local: true });
  const options = { siteOf: cached(siteOfHostIn(port, platform)), limiter: new SourceLimiter() };
  return ({ body, agent, source }) =>
    countAudience(port, { host: HOST, protocol: 'http', body, userAgent: agent, purpose: ' ', source }, options);
}

interface Totals {
  views: number;
  pages: Map<string, number>;
}

async function totals(): Promise<Totals> {
  const shards = await admin().db.collection(`sites/${EPICERIE_ID}/statShards`).get();
  const pages = new Map<string, number>();
  let views = 0;
  for (const shard of shards.docs) {
    views += (shard.get('views') as number | undefined) ?? 0;
    for (const [page, count] of Object.entries((shard.get('pages') as Record<string, number> | undefined) ?? {}))
      pages.set(page, (pages.get(page) ?? 0) + count);
  }
  return { views, pages };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;
const ms = (value: number) => `${Math.round(value)} ms`;

/** Worker processes the Functions emulator has started (one per concurrent request it had to serve). */
const emulatorWorkers = () =>
  readdirSync('/proc').filter((pid) => {
    try {
      return /^\d+$/.test(pid) && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('functionsEmulatorRuntime');
    } catch {
      return false;
    }
  }).length;

/** The shards' totals once they stop moving (a request the emulator was still serving may land late). */
async function settledTotals(): Promise<Totals> {
  let previous = await totals();
  for (let waited = 0; waited < 60_000; waited += 2_000) {
    await sleep(2_000);
    const next = await totals();
    if (next.views === previous.views) return next;
    previous = next;
  }
  return previous;
}

/** What a failed send is, in a few words ("TypeError (UND_ERR_SOCKET)", "TimeoutError"). */
function failure(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 60);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause ? `${error.name} (${cause.code ?? cause.message ?? ''})` : error.name;
}

/**
 * Sends `beacons` on a fixed schedule (beacon i at i / RATE seconds, whatever the answers), then
 * waits for every answer and for the shards to settle. Returns a table row and whether the counts
 * are wrong: not exactly what was sent although every beacon was answered, fewer than were
 * answered, or more than were sent.
 */
async function steady(path: string, send: Send, beacons: Beacon[]): Promise<{ row: string; wrong: boolean }> {
  const before = await totals();
  const answers: Promise<{ outcome: string; ms: number }>[] = [];
  let late = 0;
  let last = 0;
  const started = performance.now();
  for (const [i, item] of beacons.entries()) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    late = Math.max(late, performance.now() - due);
    const sent = performance.now();
    last = sent;
    answers.push(
      send(item).then(
        (outcome) => ({ outcome, ms: performance.now() - sent }),
        (error: unknown) => ({ outcome: failure(error), ms: performance.now() - sent }),
      ),
    );
  }
  const results = await Promise.all(answers);
  const answered = (performance.now() - started) / 1000;
  const after = await settledTotals();

  const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
  const outcomes = new Map<string, number>();
  for (const { outcome } of results) outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
  const unanswered = results.filter(({ outcome }) => outcome !== 'HTTP 204' && outcome !== 'counted').length;
  const expected = new Map<string, number>();
  for (const { page } of beacons) expected.set(page, (expected.get(page) ?? 0) + 1);
  const pages = [...expected].map(([page, count]) => {
    const counted = (after.pages.get(page) ?? 0) - (before.pages.get(page) ?? 0);
    return { page, counted, count };
  });
  const views = after.views - before.views;
  const exact = views === beacons.length && pages.every(({ counted, count }) => counted === count);
  const perPage = pages.map(({ page, counted, count }) => `${page} ${counted}/${count}`).join(', ');
  const counts = exact
    ? `exact: ${views} views; ${perPage}`
    : `NOT EXACT: ${views}/${beacons.length} views; ${perPage}${unanswered ? ` (${unanswered} answered otherwise than 204 or counted)` : ''}`;
  // Beacons per second between the first send and the last.
  const rate = (((beacons.length - 1) * 1000) / (last - started)).toFixed(1);
  const outcomeText = [...outcomes].map(([outcome, times]) => `${outcome} × ${times}`).join(', ');
  const p = (q: number) => ms(quantile(latencies, q));
  return {
    row: `| ${path} | ${beacons.length} | ${rate}/s (late ≤ ${ms(late)}) | ${p(0.5)} | ${p(0.95)} | ${ms(latencies.at(-1) ?? NaN)} | ${outcomeText} | ${counts} | ${answered.toFixed(1)} s |`,
    // Where the emulator left some unanswered, the answered ones must all count, and no more.
    wrong: !exact && (unanswered === 0 || views > beacons.length || views < beacons.length - unanswered),
  };
}

/**
 * Beacons before measuring: a few one after the other (module load, first reads; returns the first
 * one's time), then `burst` at once, so that the Functions emulator has that many workers started.
 */
async function warmUp(send: Send, offset: number, burst: number): Promise<number> {
  let first = NaN;
  for (let i = 0; i < 3; i += 1) {
    const started = performance.now();
    await send(beacon(i, offset));
    if (i === 0) first = performance.now() - started;
  }
  await Promise.allSettled(Array.from({ length: burst }, (_, i) => send(beacon(3 + i, offset))));
  return first;
}

const count = Math.round(RATE * SECONDS);
console.log(`Seeding the demo content; then ${count} beacons per path, ${RATE} a second for ${SECONDS} s.`);
await seedFirestore(seedDocuments(new Date()));

const rows: string[] = [];
const notes: string[] = [];
let countsWrong = false;
for (const [index, path] of PATHS.entries()) {
  const viaFunction = path === 'function';
  const send = viaFunction ? throughFunction : handlerSend();
  // Each path has its own visitors (addresses), the warm-up's apart.
  const offset = index * 1_000_000;
  const first = await warmUp(send, offset + 900_000, viaFunction ? WORKERS : 0);
  const workers = viaFunction ? emulatorWorkers() : 0;
  // The machine's other work (2 cores, shared) moves these figures: its load is printed with them.
  const loadBefore = loadavg()[0] ?? NaN;
  const { row, wrong } = await steady(
    path,
    send,
    Array.from({ length: count }, (_, i) => beacon(i, offset)),
  );
  rows.push(row);
  countsWrong ||= wrong;
  const started = viaFunction
    ? `; after a burst of ${WORKERS}, the emulator's worker processes (all functions) ${workers} before the run, ${emulatorWorkers()} after`
    : '';
  const load = `load average (1 min) ${loadBefore.toFixed(1)} before the run, ${(loadavg()[0] ?? NaN).toFixed(1)} after`;
  notes.push(`${path}: first beacon ${ms(first)}${started}; ${load}`);
}

console.log(`\nAudience beacons to ${HOST} (${new Date().toISOString()}), ${RATE}/s for ${SECONDS} s per path\n`);
console.log('| path | sent | sending rate | p50 | p95 | max | outcomes | counts in the shards | all answered after |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- | --- | ---: |');
rows.forEach((row) => console.log(row));
console.log(`\n${notes.join('\n')}`);
process.exit(countsWrong ? 1 : 0);
