// `npm run emulators`: the Firebase Emulator Suite on the ports fixed in firebase.json, seeded with
// the demo content. Also the module `npm start` and `npm run test:emulators` build on.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { javaCheck } from './java-check.mjs';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const PROJECT_ID = 'demo-comptoir';
export const EMULATORS = ['auth', 'firestore', 'functions', 'storage'];

const ports = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')).emulators;
export const address = (name) => `${ports[name].host}:${ports[name].port}`;

/** Where the Admin SDK finds the emulators. */
export function emulatorEnv() {
  return {
    ...process.env,
    GCLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: address('firestore'),
    FIREBASE_AUTH_EMULATOR_HOST: address('auth'),
    FIREBASE_STORAGE_EMULATOR_HOST: address('storage'),
  };
}

/** A package's CLI entry, run with this Node: no npx, no shell. */
export function binOf(pkg, bin, fromDir = ROOT) {
  const manifest = createRequire(join(fromDir, 'package.json')).resolve(`${pkg}/package.json`);
  const { bin: bins } = JSON.parse(readFileSync(manifest, 'utf8'));
  return join(dirname(manifest), typeof bins === 'string' ? bins : bins[bin]);
}

/** Runs a Node script to completion and resolves with its exit code. */
export function run(args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Long-running children, each in its own process group so that Ctrl-C reaches them once, from
 * here (firebase-tools force-quits on a second SIGINT, leaving the Java emulators behind).
 */
export function createServices() {
  const services = [];
  let stopping;

  const stopOne = ({ child, exited }) => {
    if (child.exitCode !== null || child.signalCode !== null) return exited;
    child.kill('SIGINT');
    const force = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, 15_000);
    return exited.finally(() => clearTimeout(force));
  };

  const group = {
    get stopping() {
      return stopping !== undefined;
    },
    start(name, args, options = {}) {
      const child = spawn(process.execPath, args, {
        cwd: ROOT,
        stdio: ['ignore', 'inherit', 'inherit'],
        detached: process.platform !== 'win32',
        ...options,
      });
      const exited = new Promise((resolve) => {
        child.on('error', (error) => {
          console.error(`${name}: ${error.message}`);
          resolve(1);
        });
        child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
      });
      const service = { name, child, exited };
      services.push(service);
      return service;
    },
    stopAll() {
      stopping ??= Promise.all(services.map(stopOne));
      return stopping;
    },
  };

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (!group.stopping) console.log('\nStopping…');
      void group.stopAll().then(() => process.exit(0));
    });
  }
  return group;
}

async function answers(name) {
  try {
    await fetch(`http://${address(name)}/`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/** Resolves once every emulator answers HTTP; fails if the suite exits first. */
async function waitForEmulators(service, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void service.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error('The Firebase emulators stopped before they were ready (see the output above).');
    if ((await Promise.all(EMULATORS.map(answers))).every(Boolean)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The Firebase emulators did not answer within ${timeoutMs / 1000} s.`);
}

/** Builds the functions, starts the suite, waits for it and loads the demo content. */
export async function startEmulators(services) {
  if ((await run([join(ROOT, 'functions', 'build.mjs')])) !== 0) throw new Error('The functions build failed.');
  const firebase = binOf('firebase-tools', 'firebase');
  const emulators = services.start('emulators', [
    firebase,
    'emulators:start',
    '--only',
    EMULATORS.join(','),
    '--project',
    PROJECT_ID,
  ]);
  // The first start downloads the Java emulators (about 190 MB).
  await waitForEmulators(emulators, 300_000);
  if (services.stopping) return emulators;
  const seeded = await run([binOf('tsx', 'tsx'), join(ROOT, 'scripts', 'seed-emulators.ts')], { env: emulatorEnv() });
  if (seeded !== 0) throw new Error('Seeding the emulators failed.');
  return emulators;
}

/** Reports a failure, stops every service and exits; after Ctrl-C the signal handler does that quietly. */
export async function failAndStop(services, error) {
  if (services.stopping) return;
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  await services.stopAll();
  process.exit(1);
}

async function main() {
  const { ok, reason } = await javaCheck();
  if (!ok) {
    console.error(
      `Cannot start the Firebase emulators. ${reason}.\nRun \`npm start\` to work in sandbox mode instead.`,
    );
    process.exit(1);
  }
  console.log(`${reason}.`);
  const services = createServices();
  try {
    const emulators = await startEmulators(services);
    console.log(
      `\nEmulators ready and seeded (project ${PROJECT_ID}); demo accounts use the password demo1234. Ctrl-C stops them.`,
    );
    const code = await emulators.exited;
    if (!services.stopping) process.exit(code);
  } catch (error) {
    await failAndStop(services, error);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
