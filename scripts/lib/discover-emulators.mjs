// Which Firebase emulators can run on this machine, and with what. One place decides, for
// `npm start`, `npm run emulators`, `npm test` and CI (docs/testing.md, "Discovery").
//
// Java ≥ 21: JAVA_HOME, then PATH, then the JDKs in the system's JVM folder, highest first.
// Firestore: firebase-tools' own download cache, then Google Cloud CLI's emulator component,
// started through a launcher jar built here (the SDK jar has no Main-Class), then a download
// from Google when its servers answer. Storage: firebase-tools' cache or a download, else left out.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { crc32 } from 'node:zlib';

export const MIN_JAVA = 21;
const JVM_FOLDER = '/usr/lib/jvm';
const SDK_FALLBACK_ROOT = '/usr/lib/google-cloud-sdk';
const SDK_FIRESTORE_JAR = 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const SDK_FIRESTORE_MAIN = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
/** 1 January 1980, the zip format's first day (a fixed date keeps the file identical between runs). */
const DOS_DATE_1980 = (1 << 5) | 1;
const require = createRequire(import.meta.url);

/** `java -version` writes e.g. `openjdk version "17.0.15"` or `java version "1.8.0_381"` to stderr. */
export function parseJavaMajor(output) {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(output);
  if (!match) return undefined;
  return match[1] === '1' ? Number(match[2]) : Number(match[1]);
}

function javaMajorOf(bin) {
  const result = spawnSync(bin, ['-version'], { encoding: 'utf8' });
  if (result.error) return undefined;
  return parseJavaMajor(`${result.stderr}${result.stdout}`);
}

function onPath(command) {
  for (const folder of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(folder, command);
    if (folder && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Every java to consider, in the order of preference, with where it came from. */
function javaCandidates() {
  const candidates = [];
  if (process.env.JAVA_HOME) candidates.push({ bin: join(process.env.JAVA_HOME, 'bin', 'java'), from: 'JAVA_HOME' });
  const fromPath = onPath('java');
  if (fromPath) candidates.push({ bin: fromPath, from: 'PATH' });
  const installed = existsSync(JVM_FOLDER) ? readdirSync(JVM_FOLDER) : [];
  for (const name of installed) {
    const bin = join(JVM_FOLDER, name, 'bin', 'java');
    if (existsSync(bin)) candidates.push({ bin, from: JVM_FOLDER });
  }
  return candidates;
}

/** The first Java ≥ 21 in preference order (the system's JDKs highest first), or the best seen. */
export function findJava(candidates = javaCandidates(), majorOf = javaMajorOf) {
  const seen = candidates.map((candidate) => ({ ...candidate, major: majorOf(candidate.bin) }));
  const usable = seen.filter((java) => (java.major ?? 0) >= MIN_JAVA);
  const preferred =
    usable.find((java) => java.from !== JVM_FOLDER) ??
    usable.filter((java) => java.from === JVM_FOLDER).sort((a, b) => b.major - a.major)[0];
  if (preferred) return { ...preferred, home: dirname(dirname(preferred.bin)) };
  const best = seen.filter((java) => java.major !== undefined).sort((a, b) => b.major - a.major)[0];
  return { missing: true, best };
}

function downloadInfo() {
  const cacheDir = process.env.FIREBASE_EMULATORS_PATH || join(homedir(), '.cache', 'firebase', 'emulators');
  const info = JSON.parse(
    readFileSync(require.resolve('firebase-tools/lib/emulator/downloadableEmulatorInfo.json'), 'utf8'),
  );
  const entry = (details) => ({
    path: join(cacheDir, details.downloadPathRelativeToCacheDir),
    url: details.remoteUrl,
  });
  return { cacheDir, firestore: entry(info.firestore), storage: entry(info.storage), ui: entry(info.ui.main) };
}

function cloudSdkRoot() {
  const result = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], { encoding: 'utf8' });
  const root = result.error ? '' : result.stdout.trim();
  return root || SDK_FALLBACK_ROOT;
}

/** A manifest line, folded at 72 bytes with continuation lines that start with a space (jar format). */
function manifestHeader(name, value) {
  const line = `${name}: ${value}`;
  const parts = [line.slice(0, 72)];
  for (let at = 72; at < line.length; at += 71) parts.push(` ${line.slice(at, at + 71)}`);
  return parts.map((part) => `${part}\r\n`).join('');
}

/**
 * A jar with only a manifest: its Main-Class is the emulator's, its Class-Path the SDK's jar, so
 * firebase-tools can start it as `java -jar <file>`. A stored (uncompressed) zip, written by hand.
 */
export function launcherJar(targetJar) {
  const manifest = Buffer.from(
    [
      manifestHeader('Manifest-Version', '1.0'),
      manifestHeader('Main-Class', SDK_FIRESTORE_MAIN),
      manifestHeader('Class-Path', pathToFileURL(targetJar).href),
      '\r\n',
    ].join(''),
  );
  const name = Buffer.from('META-INF/MANIFEST.MF');
  const crc = crc32(manifest);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt16LE(DOS_DATE_1980, 12);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(manifest.length, 18);
  local.writeUInt32LE(manifest.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt16LE(DOS_DATE_1980, 14);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(manifest.length, 20);
  central.writeUInt32LE(manifest.length, 24);
  central.writeUInt16LE(name.length, 28);
  const centralOffset = local.length + name.length + manifest.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, name, manifest, central, name, end]);
}

function cloudSdkFirestore() {
  const sdkJar = join(cloudSdkRoot(), SDK_FIRESTORE_JAR);
  if (!existsSync(sdkJar)) return undefined;
  const folder = join(homedir(), '.cache', 'comptoir');
  const launcher = join(folder, 'firestore-emulator-launcher.jar');
  const bytes = launcherJar(sdkJar);
  // Never rewrite a jar a running emulator may have open: write only what changed, by renaming.
  if (!existsSync(launcher) || !readFileSync(launcher).equals(bytes)) {
    mkdirSync(folder, { recursive: true });
    writeFileSync(`${launcher}.tmp`, bytes);
    renameSync(`${launcher}.tmp`, launcher);
  }
  return { launcher, sdkJar };
}

async function reachable(url) {
  try {
    await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(4000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * @returns {Promise<{ ok: boolean, line: string, emulators: string[], env: Record<string, string>,
 *   storage: boolean, storageLine?: string }>}
 * `env` holds the variables the firebase CLI needs (PATH with that Java first, the emulator binary, the JVM's options).
 */
export async function discoverEmulators() {
  const java = findJava();
  if (java.missing) {
    const found = java.best ? `Java ${java.best.major} found (${java.best.bin})` : 'No Java found';
    return {
      ok: false,
      line: `${found}: the Firestore emulator needs Java ${MIN_JAVA} or later (JAVA_HOME, PATH and ${JVM_FOLDER} searched)`,
      emulators: [],
      env: {},
      storage: false,
    };
  }
  const env = {
    JAVA_HOME: java.home,
    PATH: `${dirname(java.bin)}${delimiter}${process.env.PATH ?? ''}`,
    // The serial collector: on a 2-core machine the default one's threads took a core from the tests
    // (the emulator tier: Java's CPU time 98 → 83 s, the run 158 → 148 s; docs/testing.md).
    JAVA_TOOL_OPTIONS: `${process.env.JAVA_TOOL_OPTIONS ?? ''} -XX:+UseSerialGC`.trim(),
  };
  const javaText = `Java ${java.major} (${java.home}, from ${java.from})`;
  const cache = downloadInfo();

  let firestoreText;
  if (existsSync(cache.firestore.path)) {
    firestoreText = `the Firestore emulator in firebase-tools' cache (${cache.firestore.path})`;
  } else {
    const sdk = cloudSdkFirestore();
    if (sdk) {
      env.FIRESTORE_EMULATOR_BINARY_PATH = sdk.launcher;
      firestoreText = `Google Cloud CLI's Firestore emulator (${sdk.sdkJar}) through ${sdk.launcher}`;
    } else if (await reachable(cache.firestore.url)) {
      firestoreText = "the Firestore emulator, downloaded from Google's servers on first start";
    } else {
      return {
        ok: false,
        line: `${javaText} found, but no Firestore emulator: not in ${cache.cacheDir}, no Google Cloud CLI component (${SDK_FIRESTORE_JAR}), and Google's download servers do not answer`,
        emulators: [],
        env: {},
        storage: false,
      };
    }
  }

  const storage = existsSync(cache.storage.path) || (await reachable(cache.storage.url));
  const storageLine = storage
    ? undefined
    : `Storage emulator left out: its rules runtime (${cache.storage.path}) is a download from Google's servers, which do not answer here`;
  const emulators = ['auth', 'firestore', 'functions', ...(storage ? ['storage'] : [])];
  return { ok: true, line: `Using ${javaText} and ${firestoreText}`, emulators, env, storage, storageLine };
}

/** The Emulator UI is a download too: started (`--ui`) only when firebase-tools has it cached. */
export function uiCached() {
  return existsSync(downloadInfo().ui.path);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const found = await discoverEmulators();
  console.log(`${found.ok ? 'ok' : 'not available'}: ${found.line}.`);
  if (found.storageLine) console.log(`${found.storageLine}.`);
  process.exit(found.ok ? 0 : 1);
}
