// `npm run emulators`: the Firebase Emulator Suite on the ports fixed in firebase.json, seeded with
// the demo content. Also the module `npm start` and `npm run test:emulators` build on.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { discoverEmulators, uiCached } from './lib/discover-emulators.mjs';
import { STAND_IN_SECRETS } from './stripe-stand-in.mjs';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const PROJECT_ID = 'demo-comptoir';

const ports = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')).emulators;
export const address = (name) => `${ports[name].host}:${ports[name].port}`;

/** Where the Admin SDK finds the emulators that run (`found`: what discovery found). */
export function emulatorEnv(found) {
  return {
    ...process.env,
    ...found.env,
    GCLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: address('firestore'),
    FIREBASE_AUTH_EMULATOR_HOST: address('auth'),
    ...(found.storage ? { FIREBASE_STORAGE_EMULATOR_HOST: address('storage') } : {}),
    // What the emulator suites sign their own webhooks with (tests/emulators/functions/payments.test.ts).
    STRIPE_STAND_IN_WEBHOOK_SECRET: STAND_IN_SECRETS.STRIPE_WEBHOOK_SECRET,
  };
}

/**
 * Production's Hosting configuration for local use, written next to firebase.json (its paths are
 * relative) as `file`: another Hosting port, another public folder (a build), and the page policy
 * letting the app reach the emulators on 127.0.0.1. Returns the file's path.
 */
export function writeLocalHostingConfig(file, { port, publicDir } = {}) {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  if (port) config.emulators.hosting.port = port;
  if (publicDir) config.hosting.public = publicDir;
  for (const { headers } of config.hosting.headers)
    for (const header of headers)
      if (header.key === 'Content-Security-Policy')
        header.value = header.value.replace('connect-src ', 'connect-src http://127.0.0.1:* ws://127.0.0.1:* ');
  const path = join(ROOT, file);
  writeFileSync(path, JSON.stringify(config, null, 2));
  return path;
}

/** Prints what discovery found, in one line (and one more when Storage is left out). */
export function reportDiscovery(found) {
  console.log(`${found.line}.`);
  if (found.storageLine) console.log(`${found.storageLine}.`);
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

  const killGroup = (child, signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is gone already.
    }
  };

  const stopOne = ({ child, exited }) => {
    const javas = javaChildrenOf(child.pid);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
    const force = setTimeout(() => killGroup(child, 'SIGKILL'), 15_000);
    return exited
      .finally(() => clearTimeout(force))
      .then(async (code) => {
        await stopProcesses(javas);
        return code;
      });
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

/**
 * firebase-tools starts the Java emulators in their own process group and gives up waiting for
 * them after a few seconds; on a busy machine they outlive it and hold the ports. Their pids, read
 * from /proc (Linux) while firebase-tools is still their parent, let us stop them afterwards.
 */
function javaChildrenOf(parentPid) {
  if (!existsSync('/proc')) return [];
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return ppid === parentPid && /(^|\/)java\0/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function stopProcesses(pids) {
  const alive = (pid) => existsSync(`/proc/${pid}`) && !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  const signal = (pid, name) => {
    try {
      process.kill(pid, name);
    } catch {
      // Already gone.
    }
  };
  pids.filter(alive).forEach((pid) => signal(pid, 'SIGTERM'));
  for (let waited = 0; waited < 10_000 && pids.some(alive); waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  pids.filter(alive).forEach((pid) => signal(pid, 'SIGKILL'));
}

/** firebase-tools' own word that every emulator, functions included, is loaded. */
const READY = 'All emulators ready';

/** Resolves once the suite says it is ready; fails if it exits first or takes too long. */
function waitForEmulators(service, timeoutMs) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The Firebase emulators were not ready within ${timeoutMs / 1000} s.`)),
      timeoutMs,
    );
    let seen = '';
    service.child.stdout.on('data', (chunk) => {
      const text = seen + chunk.toString();
      if (text.includes(READY)) {
        clearTimeout(timer);
        resolve();
      }
      seen = text.slice(-READY.length);
    });
    void service.exited.then(() => {
      clearTimeout(timer);
      reject(new Error('The Firebase emulators stopped before they were ready (see their output).'));
    });
  });
}

/**
 * Builds the functions, starts the suite, waits for it and, unless `seed` is false, loads the demo
 * content. `extra`: more emulators (e.g. hosting); `log`: a stream for the suite's output, else the
 * terminal; `config`: another firebase.json (writeLocalHostingConfig); `webDist`: the client build
 * whose shell the page renderer fills (functions/build.mjs).
 */
export async function startEmulators(services, found, { extra = [], log, seed = true, config, webDist } = {}) {
  const buildEnv = { ...process.env, ...(webDist ? { COMPTOIR_WEB_DIST: webDist } : {}) };
  if ((await run([join(ROOT, 'functions', 'build.mjs')], { env: buildEnv })) !== 0)
    throw new Error('The functions build failed.');
  // The functions emulator reads secrets from the source folder's .secret.local: the stand-in's keys.
  writeFileSync(
    join(ROOT, 'functions', 'dist', '.secret.local'),
    Object.entries(STAND_IN_SECRETS)
      .map(([key, value]) => `${key}=${value}\n`)
      .join(''),
  );
  services.start('stripe', [join(ROOT, 'scripts', 'stripe-stand-in.mjs')], {
    env: {
      ...process.env,
      STRIPE_WEBHOOK_URL: `http://${address('functions')}/${PROJECT_ID}/europe-west1/paymentWebhook`,
    },
  });
  const ui = uiCached() ? ['--ui'] : [];
  const only = [...found.emulators, ...extra].join(',');
  const firebase = binOf('firebase-tools', 'firebase');
  const emulators = services.start(
    'emulators',
    [
      firebase,
      'emulators:start',
      '--only',
      only,
      '--project',
      PROJECT_ID,
      ...(config ? ['--config', config] : []),
      ...ui,
    ],
    {
      env: emulatorEnv(found),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  emulators.child.stdout.pipe(log ?? process.stdout);
  emulators.child.stderr.pipe(log ?? process.stderr);
  // Where firebase-tools has to download an emulator first, that takes a while.
  await waitForEmulators(emulators, 300_000);
  if (services.stopping || !seed) return emulators;
  const seeded = await run([binOf('tsx', 'tsx'), join(ROOT, 'scripts', 'seed-emulators.ts')], {
    env: emulatorEnv(found),
  });
  if (seeded !== 0) throw new Error('Seeding the emulators failed.');
  return emulators;
}

/**
 * Starts the emulators with their output in `logPath`, runs `task(env)` (env: where the emulators
 * are) and stops them; resolves with the task's exit code. Used by the test tiers and benchmarks.
 */
export async function withEmulators(found, { logPath, seed = false, extra = [], config, webDist }, task) {
  const services = createServices();
  try {
    console.log(`Starting the emulators (${found.emulators.join(', ')}); their output goes to ${logPath}.`);
    await startEmulators(services, found, { log: createWriteStream(logPath), seed, extra, config, webDist });
    const code = await task(emulatorEnv(found));
    if (code !== 0) console.error(`The emulators' output is in ${logPath}.`);
    await services.stopAll();
    return code;
  } catch (error) {
    console.error(`The emulators' output is in ${logPath}.`);
    await failAndStop(services, error);
    return 1;
  }
}

/** Reports a failure, stops every service and exits; after Ctrl-C the signal handler does that quietly. */
export async function failAndStop(services, error) {
  if (services.stopping) return;
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  await services.stopAll();
  process.exit(1);
}

async function main() {
  const found = await discoverEmulators();
  if (!found.ok) {
    console.error(
      `Cannot start the Firebase emulators. ${found.line}.\nRun \`npm start\` to work in sandbox mode instead.`,
    );
    process.exit(1);
  }
  reportDiscovery(found);
  const services = createServices();
  try {
    const emulators = await startEmulators(services, found);
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
