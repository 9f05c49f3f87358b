// What the public-page benchmarks share: the emulators with Hosting serving the Firebase-mode
// build as production does (pages rendered by renderPage), and the renderer's own log lines.
import { createWriteStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { discoverEmulators } from './discover-emulators.mjs';
import { ROOT, address, binOf, reportDiscovery, run, startEmulators, writeLocalHostingConfig } from '../emulators.mjs';

/** The median of `values` (the upper one for an even count). */
export const median = (values) => quantile(values, 0.5);

/** The value under which `q` of `values` fall (nearest rank). */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
}

/**
 * Builds the client in emulators mode, starts the suite with Hosting among `services` (its output
 * in `logPath`) and seeds it. Resolves with null (after printing why) where the Firestore emulator
 * cannot run, else with the Hosting port, a direct call of renderPage for a host, and the
 * renderer's `pageRendered` lines logged so far (status, reads, ms).
 */
export async function startPublicPages(services, logPath) {
  const found = await discoverEmulators();
  if (!found.ok) {
    console.log(`skipped: ${found.line}.`);
    return null;
  }
  reportDiscovery(found);
  const { port } = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')).emulators.hosting;
  const config = writeLocalHostingConfig('.firebase-serve.json', { port });
  const web = join(ROOT, 'web');
  const build = [binOf('vite', 'vite', web), 'build', '--mode', 'emulators', '--logLevel', 'warn'];
  if ((await run(build, { cwd: web })) !== 0) throw new Error('The web build failed.');
  await startEmulators(services, found, { extra: ['hosting'], config, log: createWriteStream(logPath) });
  const functionUrl = `http://${address('functions')}/demo-comptoir/europe-west1/renderPage`;
  const render = (path, host) => fetch(`${functionUrl}${path}`, { headers: { 'X-Forwarded-Host': host } });
  return {
    port,
    render,
    /** Time of the first page after the functions start (module load, first reads), in ms. */
    coldRender: async () => {
      const started = performance.now();
      await (await render('/', 'epicerie.localhost')).text();
      return performance.now() - started;
    },
    renderLines: () =>
      readFileSync(logPath, 'utf8')
        .split('\n')
        .filter((line) => line.includes('"pageRendered"'))
        .map((line) => JSON.parse(line.slice(line.indexOf('{')))),
  };
}
