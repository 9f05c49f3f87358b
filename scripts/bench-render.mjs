// `npm run bench:render`: the page renderer under load, as on CDN misses. Through the Hosting
// emulator (which has no CDN: every request reaches renderPage), CONCURRENCY clients request the
// épicerie's five public pages in turn for SECONDS seconds; then the same load on a static file the
// same Hosting emulator serves, for comparison. Prints the cold start, p50 and p95 latency, pages
// per second, failures and the Firestore reads per page (from the renderer's log). A benchmark, not
// a test: it prints figures and passes. The emulators run on the same cores as the clients.
import { request } from 'node:http';
import { join } from 'node:path';
import { median, quantile, startPublicPages } from './lib/bench-firebase.mjs';
import { ROOT, createServices, failAndStop } from './emulators.mjs';

const CONCURRENCY = Number(process.env.CONCURRENCY ?? 50);
const SECONDS = Number(process.env.SECONDS ?? 60);
const LOG = join(ROOT, 'bench-render.log');
const HOST = 'epicerie.localhost';
const PAGES = ['/', '/merchant/about', '/merchant/services', '/merchant/products', '/merchant/contact'];
const STATIC = '/favicon.svg';

/** One GET to the Hosting emulator as the shop's host (Node resolves no `*.localhost` name): its status. */
function get(port, path) {
  return new Promise((resolve, reject) => {
    const call = request({ host: '127.0.0.1', port, path, headers: { Host: `${HOST}:${port}` } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end();
  });
}

/** CONCURRENCY loops requesting `paths` in turn until the time is up; each request's time and status. */
async function load(port, paths) {
  const results = [];
  let firstProblem;
  const end = performance.now() + SECONDS * 1000;
  const client = async (offset) => {
    for (let i = offset; performance.now() < end; i += 1) {
      const started = performance.now();
      let ok = false;
      try {
        const status = await get(port, paths[i % paths.length]);
        ok = status === 200;
        if (!ok) firstProblem ??= `HTTP ${status}`;
      } catch (error) {
        firstProblem ??= String(error);
      }
      results.push({ ms: performance.now() - started, ok });
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, index) => client(index)));
  const seconds = (performance.now() - started) / 1000;
  const times = results.filter((result) => result.ok).map((result) => result.ms);
  if (firstProblem) console.log(`First failed request: ${firstProblem}`);
  return {
    count: results.length,
    failed: results.length - times.length,
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    perSecond: times.length / seconds,
  };
}

const row = (label, figures) =>
  `| ${label} | ${figures.count} | ${figures.failed} | ${Math.round(figures.p50)} ms | ${Math.round(figures.p95)} ms | ${figures.perSecond.toFixed(1)} |`;

const services = createServices();
try {
  const bench = await startPublicPages(services, LOG);
  if (!bench) process.exit(0);
  const { port, renderLines, coldRender } = bench;
  const cold = await coldRender();

  const before = renderLines().length;
  const pages = await load(port, PAGES);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const rendered = renderLines().slice(before);
  const files = await load(port, [STATIC]);

  console.log(
    `\nrenderPage under load: ${CONCURRENCY} clients for ${SECONDS} s through the Hosting emulator, every request a CDN miss (${new Date().toISOString()})\n`,
  );
  console.log('| requests | count | failed | p50 | p95 | per second |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  console.log(row(`the épicerie's 5 pages, rendered`, pages));
  console.log(row(`a static file (\`${STATIC}\`), same Hosting emulator`, files));
  const reads = rendered.map((line) => line.reads);
  console.log(
    `\nRenders logged: ${rendered.length}; Firestore reads per page: median ${median(reads)}, most ${Math.max(...reads)}; render time in the function: median ${Math.round(median(rendered.map((line) => line.ms)))} ms, p95 ${Math.round(
      quantile(
        rendered.map((line) => line.ms),
        0.95,
      ),
    )} ms.`,
  );
  console.log(`Cold start (first page after the functions start): ${Math.round(cold)} ms.`);
  await services.stopAll();
  process.exit(0);
} catch (error) {
  console.error(`The emulators' output is in ${LOG}.`);
  await failAndStop(services, error);
}
