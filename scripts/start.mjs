// `npm start`: the app against the Firebase emulators when they can run here, otherwise the
// sandbox (local drivers), with one line saying why (DESIGN.md §2).
import { join } from 'node:path';
import { javaCheck } from './java-check.mjs';
import { ROOT, binOf, createServices, failAndStop, startEmulators } from './emulators.mjs';

const WEB = join(ROOT, 'web');
const URL = 'http://127.0.0.1:5173/';
const SITES = 'http://epicerie.localhost:5173/ and http://traiteur.localhost:5173/';

const { ok, reason } = await javaCheck();
console.log(`${reason} — starting ${ok ? 'the Firebase emulators' : 'sandbox mode'}.`);

const services = createServices();
const startWeb = (mode) =>
  // --strictPort: the address printed below is the one served, or Vite stops and says why.
  services.start('web', [binOf('vite', 'vite', WEB), '--mode', mode, '--strictPort'], { cwd: WEB });

try {
  const running = [];
  if (ok) running.push(await startEmulators(services));
  running.push(startWeb(ok ? 'emulators' : 'sandbox'));
  console.log(`\n${ok ? 'Emulator' : 'Sandbox'} mode: ${URL} (demo sites: ${SITES}). Ctrl-C stops everything.\n`);
  const code = await Promise.race(running.map((service) => service.exited));
  if (!services.stopping) {
    await services.stopAll();
    process.exit(code);
  }
} catch (error) {
  await failAndStop(services, error);
}
