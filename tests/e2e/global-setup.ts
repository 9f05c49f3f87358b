import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { forgetSeedBaseline } from './support/seed-restore';
// @ts-expect-error -- plain ESM script shared with `npm run sandbox`, no type declarations
import { startServer } from '../../scripts/serve.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
    /** Which build is under test: the sandbox one, or the Firebase one against the emulators. */
    mode: 'sandbox' | 'emulators';
  }
}

/**
 * Serves the build under test: the sandbox build (built by `npm run test:e2e`), or with
 * E2E_MODE=emulators the Firebase-mode build against running emulators (`npm run test:emulators -- --e2e`).
 */
export default async function setup(project: TestProject) {
  const mode = process.env.E2E_MODE === 'emulators' ? 'emulators' : 'sandbox';
  // On the emulators the run's first test writes the whole seed; the next ones put back what changed.
  if (mode === 'emulators') forgetSeedBaseline();
  // E2E_DIST lets several people test their own builds at once (default: the sandbox build).
  const root = process.env.E2E_DIST ?? fileURLToPath(new URL('../../web/dist-sandbox', import.meta.url));
  if (!existsSync(`${root}/index.html`) && !existsSync(`${root}/app.html`))
    throw new Error(`${root} is missing: run \`npm run build:sandbox\` first.`);
  // The sandbox build runs under production's security headers (CSP included); the Firebase-mode
  // build talks to the emulators on 127.0.0.1, which that CSP rightly refuses.
  const server = (await startServer({ root, port: 0, securityHeaders: mode === 'sandbox' })) as {
    port: number;
    close: () => Promise<void>;
  };
  project.provide('port', server.port);
  project.provide('mode', mode);
  return () => server.close();
}
