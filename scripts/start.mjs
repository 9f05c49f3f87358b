// `npm start`: the app against the Firebase emulators when they can run here, otherwise the
// sandbox (local drivers), with one line saying why.
import { join } from 'node:path';
import { discoverEmulators } from './lib/discover-emulators.mjs';
import { ROOT, binOf, createServices, failAndStop, reportDiscovery, startEmulators } from './emulators.mjs';

const WEB = join(ROOT, 'web');
const PORT = 5173;

const found = await discoverEmulators();
if (found.ok) reportDiscovery(found);
else console.log(`${found.line} — starting sandbox mode.`);
const mode = found.ok ? 'emulators' : 'sandbox';

const services = createServices();
const startWeb = () =>
  // --strictPort: the address printed below is the one served, or Vite stops and says why.
  services.start('web', [binOf('vite', 'vite', WEB), '--mode', mode, '--strictPort', '--port', String(PORT)], {
    cwd: WEB,
  });

const url = (path = '/', host = '127.0.0.1') => `http://${host}:${PORT}${path}`;
const banner = [
  '',
  `${found.ok ? 'Emulators' : 'Sandbox'} mode${found.ok && !found.storage ? ' (no Storage emulator: image uploads say so)' : ''}:`,
  `  platform landing page  ${url()}`,
  `  shops                  ${url('/', 'epicerie.localhost')}  ${url('/', 'traiteur.localhost')}  ${url('/?site=boutique-vide')}`,
  `  back office            ${url('/admin/login')}`,
  '  accounts               the demo accounts are listed on the login page',
  'Ctrl-C stops everything.',
  '',
].join('\n');

try {
  const running = [];
  if (found.ok) running.push(await startEmulators(services, found));
  running.push(startWeb());
  console.log(banner);
  const code = await Promise.race(running.map((service) => service.exited));
  if (!services.stopping) {
    await services.stopAll();
    process.exit(code);
  }
} catch (error) {
  await failAndStop(services, error);
}
