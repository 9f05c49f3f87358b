import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** What a built chunk says of itself (Rollup's and Rolldown's output chunks alike). */
export interface ChunkInfo {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  isEntry?: boolean;
  imports?: readonly string[];
  moduleIds?: readonly string[];
}

/**
 * The modules every back-office screen loads before its own: the app, its services (Firebase Lite,
 * Auth), the screens' table, the admin Chakra system and the shell (render-in-browser's imports).
 */
export const BACK_OFFICE_START = [
  'src/render-in-browser.tsx',
  'src/lib/browser-services.ts',
  'src/lib/firebase/create-firebase-services.ts',
  'src/lib/firebase/firestore-lite-reader.ts',
  'src/lib/firebase/auth-driver.ts',
  'src/app/admin-routes.tsx',
  'src/components/admin/ui/admin-system.ts',
  'src/app/routes/admin/shell.tsx',
] as const;

/**
 * The chunks of `sources` and everything they import, in a stable order, without the entry's own
 * (the page links those already). Throws when no chunk holds a source: a renamed file must not
 * silently drop the list.
 */
export function startChunks(chunks: readonly ChunkInfo[], sources: readonly string[]): string[] {
  const byFile = new Map(chunks.filter((chunk) => chunk.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
  const linked = new Set<string>();
  const entries = [...byFile.values()].filter((chunk) => chunk.isEntry);
  const walk = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) walk(imported, into);
  };
  for (const entry of entries) walk(entry.fileName, linked);
  const wanted = new Set<string>();
  for (const source of sources) {
    const ofSource = (id: string | null | undefined) => id?.endsWith(`/${source}`) ?? false;
    // Its own chunk, or the shared one the bundler put it in.
    const chunk =
      [...byFile.values()].find((candidate) => ofSource(candidate.facadeModuleId)) ??
      [...byFile.values()].find((candidate) => candidate.moduleIds?.some(ofSource));
    if (!chunk) throw new Error(`No chunk holds ${source}: BACK_OFFICE_START needs updating.`);
    walk(chunk.fileName, wanted);
  }
  return [...wanted].filter((fileName) => !linked.has(fileName)).sort();
}

/**
 * Where a production back office's first requests go once its code runs, one after the other: the
 * session's check and renewal (Auth), App Check's reCAPTCHA and token, the first reads (Firestore).
 * Each is a new connection (name, TCP, TLS: three or four round trips on a phone) unless opened
 * beside the code's download. The SDKs' requests carry no cookies (`crossorigin`); reCAPTCHA's
 * script does.
 */
export const FIREBASE_CONNECTIONS = [
  { origin: 'https://identitytoolkit.googleapis.com', anonymous: true },
  { origin: 'https://securetoken.googleapis.com', anonymous: true },
  { origin: 'https://www.google.com', anonymous: false },
  { origin: 'https://content-firebaseappcheck.googleapis.com', anonymous: true },
  { origin: 'https://firestore.googleapis.com', anonymous: true },
] as const;

/** The back office's start in the shell's head, marked so that the page renderer leaves it out. */
export function withBackOfficePreloads(
  html: string,
  files: readonly string[],
  {
    base = '/',
    connections = [],
  }: { base?: string; connections?: readonly { origin: string; anonymous: boolean }[] } = {},
): string {
  const links = [
    ...connections.map(
      ({ origin, anonymous }) => `<link rel="preconnect" href="${origin}"${anonymous ? ' crossorigin' : ''}>`,
    ),
    ...files.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
  ].join('\n    ');
  return html.replace('</head>', () => `  <!--back-office-->\n    ${links}\n    <!--/back-office-->\n  </head>`);
}

/** V8's compile hint: every function of the file is compiled as it streams in, off the main thread. */
export const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks a chunk whose code runs as the back office starts: the browser compiles its functions beside
 * the download instead of one by one on the main thread as they are first called, and keeps them all
 * in its code cache. Its source map (JSON text) moves down by the added line. Marked once.
 */
export function withCompileHint(code: string, map?: string): { code: string; map?: string } {
  if (code.startsWith(COMPILE_ALL_ON_LOAD)) return { code, map };
  if (map === undefined) return { code: COMPILE_ALL_ON_LOAD + code };
  const parsed = JSON.parse(map) as { mappings: string };
  return { code: COMPILE_ALL_ON_LOAD + code, map: JSON.stringify({ ...parsed, mappings: ';' + parsed.mappings }) };
}

/**
 * Firebase Hosting serves a static index.html for '/' before any rewrite: the Firebase builds name
 * their shell app.html, which Hosting serves for the back office, and every public page goes to the
 * page renderer (firebase.json), which fills the same shell. The sandbox keeps index.html.
 *
 * The back office's shell also lists the code every screen loads before its own: the browser fetches
 * it at once, beside the first script, instead of discovering it one import after another (a round
 * trip each on a phone), and the app's loader has no link to add for it as it starts. In production
 * it also opens the connections to Firebase that the screen's first read waits for; that code is
 * compiled as it arrives (withCompileHint).
 */
export const appShell = (mode: string): Plugin => {
  let files: string[] = [];
  return {
    name: 'comptoir-app-shell',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild && mode !== 'sandbox',
    generateBundle(_options, bundle) {
      files = startChunks(Object.values(bundle) as ChunkInfo[], BACK_OFFICE_START);
    },
    writeBundle({ dir }) {
      if (!dir) return;
      // On the written files: Vite rewrites the chunks with dynamic imports after generateBundle.
      for (const file of files) {
        const path = join(dir, file);
        const map = existsSync(`${path}.map`) ? readFileSync(`${path}.map`, 'utf8') : undefined;
        const hinted = withCompileHint(readFileSync(path, 'utf8'), map);
        writeFileSync(path, hinted.code);
        if (hinted.map !== undefined) writeFileSync(`${path}.map`, hinted.map);
      }
      const shell = join(dir, 'app.html');
      renameSync(join(dir, 'index.html'), shell);
      const connections = mode === 'production' ? FIREBASE_CONNECTIONS : [];
      writeFileSync(shell, withBackOfficePreloads(readFileSync(shell, 'utf8'), files, { connections }));
    },
  };
};
