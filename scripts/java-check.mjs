// Can the Firestore and Storage emulators run here? They are Java programs (Java 21+) that
// firebase-tools downloads from Google's servers on first use (DESIGN.md §2).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const MIN_JAVA = 21;
const require = createRequire(import.meta.url);

/** `java -version` writes e.g. `openjdk version "17.0.15"` or `java version "1.8.0_381"` to stderr. */
export function parseJavaMajor(output) {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(output);
  if (!match) return undefined;
  return match[1] === '1' ? Number(match[2]) : Number(match[1]);
}

function javaMajor() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) return undefined;
  return parseJavaMajor(`${result.stderr}${result.stdout}`) ?? 0;
}

/** The jars this firebase-tools version wants, read from its own download list. */
function emulatorJars() {
  const cacheDir = process.env.FIREBASE_EMULATORS_PATH || join(homedir(), '.cache', 'firebase', 'emulators');
  try {
    const info = JSON.parse(
      readFileSync(require.resolve('firebase-tools/lib/emulator/downloadableEmulatorInfo.json'), 'utf8'),
    );
    return {
      cacheDir,
      url: info.firestore.remoteUrl,
      present: [info.firestore, info.storage].every((entry) =>
        existsSync(join(cacheDir, entry.downloadPathRelativeToCacheDir)),
      ),
    };
  } catch {
    const files = existsSync(cacheDir) ? readdirSync(cacheDir) : [];
    const has = (prefix) => files.some((file) => file.startsWith(prefix) && file.endsWith('.jar'));
    return {
      cacheDir,
      url: undefined,
      present: has('cloud-firestore-emulator-') && has('cloud-storage-rules-runtime-'),
    };
  }
}

async function reachable(url) {
  if (!url) return false;
  try {
    await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(4000) });
    return true;
  } catch {
    return false;
  }
}

/** @returns {Promise<{ ok: boolean, reason: string }>} `reason` is one sentence without a final period. */
export async function javaCheck() {
  const major = javaMajor();
  if (major === undefined) {
    return { ok: false, reason: `Java not found: the Firestore and Storage emulators need Java ${MIN_JAVA} or later` };
  }
  if (major < MIN_JAVA) {
    return {
      ok: false,
      reason: `Java ${major || '(unknown version)'} found: the Firestore and Storage emulators need Java ${MIN_JAVA} or later`,
    };
  }
  const jars = emulatorJars();
  if (jars.present) return { ok: true, reason: `Java ${major} found and the emulators are in ${jars.cacheDir}` };
  if (await reachable(jars.url)) {
    return {
      ok: true,
      reason: `Java ${major} found; the Firestore and Storage emulators will be downloaded from Google's servers on first use`,
    };
  }
  return {
    ok: false,
    reason: `Java ${major} found, but the Firestore and Storage emulators are not in ${jars.cacheDir} and must be downloaded from Google's servers on first use, which this machine cannot reach`,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { ok, reason } = await javaCheck();
  console.log(`${ok ? 'ok' : 'not available'}: ${reason}.`);
  process.exit(ok ? 0 : 1);
}
