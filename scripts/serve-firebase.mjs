// `npm run serve:firebase`: the production build as Firebase Hosting serves it — public pages
// rendered by the renderPage function, the back office as the static app — on the emulators,
// seeded. PORT overrides the Hosting port (5000).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { discoverEmulators } from './lib/discover-emulators.mjs';
import {
  ROOT,
  binOf,
  createServices,
  failAndStop,
  reportDiscovery,
  run,
  startEmulators,
  writeLocalHostingConfig,
} from './emulators.mjs';

const found = await discoverEmulators();
if (!found.ok) {
  console.error(`Cannot start the Firebase emulators. ${found.line}.`);
  process.exit(1);
}
reportDiscovery(found);

const DEFAULT_PORT = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')).emulators.hosting.port;
const port = Number(process.env.PORT ?? DEFAULT_PORT);
const config = writeLocalHostingConfig('.firebase-serve.json', { port });

// The client build the Hosting emulator serves, then the functions with its shell (app.html) as template.
const WEB = join(ROOT, 'web');
const built = await run([binOf('vite', 'vite', WEB), 'build', '--mode', 'emulators', '--logLevel', 'warn'], {
  cwd: WEB,
});
if (built !== 0) process.exit(built);

const services = createServices();
try {
  const emulators = await startEmulators(services, found, { extra: ['hosting'], config });
  const url = (path = '/', host = '127.0.0.1') => `http://${host}:${port}${path}`;
  console.log(
    [
      '',
      'Served through Firebase Hosting (emulator), public pages rendered on the server:',
      `  platform landing page  ${url()}`,
      `  shops                  ${url('/', 'epicerie.localhost')}  ${url('/', 'traiteur.localhost')}  ${url('/?site=boutique-vide')}`,
      `  back office            ${url('/admin/login')}  (demo accounts: password demo1234)`,
      'Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
  const code = await emulators.exited;
  if (!services.stopping) process.exit(code);
} catch (error) {
  await failAndStop(services, error);
}
