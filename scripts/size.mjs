// Gzip size of the JavaScript the public home needs before it can render, read from the Vite
// manifests of the production builds (budget 250 KB, target 160 KB). A server-rendered home needs
// only the app's first script; what it loads later is listed too, so nothing is hidden: the app at
// hydration (first interaction, or a few seconds after loading), the Firebase SDKs for live updates
// and those loaded when their port is first used. The server-rendered home's first script has a
// budget of its own: a page whole without JavaScript must stay light until it is used.
// SIZE_SANDBOX_DIR / SIZE_DIST_DIR measure other build directories (absolute, or relative to web/).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 250;
const TARGET_KB = 160;
const FIRST_SCRIPT_BUDGET_KB = 10;
const web = fileURLToPath(new URL('../web', import.meta.url));
const firebase = (name) => `src/lib/firebase/${name}.ts`;

const BUILDS = [
  {
    label: 'sandbox build (first visit, seed included)',
    dir: process.env.SIZE_SANDBOX_DIR ?? 'dist-sandbox',
    command: 'npm run build:sandbox -w web',
    roots: [
      'index.html',
      'src/render-in-browser.tsx',
      'src/lib/local/create-local-services.ts',
      'src/features/public-home/route.tsx',
      // The seed, which create-local-services imports on first visit (the scale seed only on
      // « Charger 1 000 boutiques »).
      { dynamicImportsOf: 'src/lib/local/create-local-services.ts', matching: /seed(?!\/scale)/ },
    ],
    later: [
      {
        label: 'once loaded and idle: the audience beacon (« Statistiques »)',
        roots: ['src/lib/audience/count-visits.ts'],
      },
    ],
  },
  {
    // What Hosting serves: the page rendered by renderPage, whole without JavaScript; its app is
    // loaded and hydrated from the page's snapshot at the first interaction or once the page has been
    // open a few seconds, and the Firebase SDKs load then (live updates) or on first use.
    label: 'production build (Firebase), server-rendered home',
    budgetKb: FIRST_SCRIPT_BUDGET_KB,
    dir: process.env.SIZE_DIST_DIR ?? 'dist',
    command: 'npm run build -w web',
    roots: ['index.html'],
    later: [
      {
        label: 'at the first interaction, or after a few seconds: hydration',
        roots: ['src/hydrate-page.tsx', 'src/features/public-home/route.tsx'],
      },
      {
        label: 'then, live reads (Firebase app, App Check; the full SDK below)',
        roots: [firebase('create-firebase-services')],
      },
      {
        label: 'once loaded and idle: the audience beacon (« Statistiques »)',
        roots: ['src/lib/audience/count-visits.ts'],
      },
    ],
  },
  {
    label: 'production build (Firebase), page rendered in the browser (no snapshot)',
    dir: process.env.SIZE_DIST_DIR ?? 'dist',
    command: 'npm run build -w web',
    // create-firebase-services makes the first reads: the site's public documents over HTTP.
    roots: [
      'index.html',
      'src/render-in-browser.tsx',
      firebase('create-firebase-services'),
      'src/features/public-home/route.tsx',
    ],
    later: [
      {
        label: 'on the first read of anything else: Firestore Lite (back office, a site not yet published)',
        roots: [firebase('firestore-lite-reader')],
      },
      { label: 'live updates, after the page has loaded (full Firestore SDK)', roots: [firebase('firestore-driver')] },
      { label: 'on first use: Auth (visitor joining an event, back office)', roots: [firebase('auth-driver')] },
      { label: 'on first use: Functions (+ Auth)', roots: [firebase('functions-driver'), firebase('auth-driver')] },
      {
        label: 'on first use: Storage (+ Auth, back office uploads)',
        roots: [firebase('storage-driver'), firebase('auth-driver')],
      },
    ],
  },
];

const gzipKb = (path) => gzipSync(readFileSync(path), { level: 9 }).length / 1024;

/** The JavaScript files reachable from `roots` through static imports, leaving out `loaded`. */
function closure(manifest, dir, roots, loaded = new Set()) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in ${dir}/.vite/manifest.json`);
    if (files.has(chunk.file) || loaded.has(chunk.file)) return;
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  for (const root of roots) {
    if (typeof root === 'string') visit(root);
    else
      (manifest[root.dynamicImportsOf]?.dynamicImports ?? []).filter((key) => root.matching.test(key)).forEach(visit);
  }
  const sizes = [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, kb: gzipKb(join(dir, file)) }))
    .sort((a, b) => b.kb - a.kb);
  return { files, sizes, total: sizes.reduce((sum, { kb }) => sum + kb, 0) };
}

function measure({ dir: buildDir, command, roots, later }) {
  const dir = resolve(web, buildDir);
  const manifestPath = join(dir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) execSync(command, { stdio: 'inherit' });
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const initial = closure(manifest, dir, roots);
  // Each later step counts what the steps before it have not loaded.
  const loaded = new Set(initial.files);
  const deferred = later.map(({ label, roots: lazyRoots }) => {
    const upFront = lazyRoots.map((key) => manifest[key]?.file).filter((file) => initial.files.has(file));
    if (upFront.length) throw new Error(`${upFront.join(', ')} should load later but is in the initial JavaScript`);
    const step = closure(manifest, dir, lazyRoots, loaded);
    step.files.forEach((file) => loaded.add(file));
    return { label, ...step };
  });
  return { initial, deferred };
}

const list = (sizes, indent) =>
  sizes.forEach(({ file, kb }) => console.log(`${indent}${kb.toFixed(1).padStart(7)} KB  ${file}`));

const over = [];
console.log('Public home — initial JavaScript (gzip):');
for (const build of BUILDS) {
  const { initial, deferred } = measure(build);
  const budget = build.budgetKb ?? BUDGET_KB;
  const target = budget === BUDGET_KB ? `, target ${TARGET_KB} KB` : '';
  if (initial.total > budget) over.push(`${build.label}: over its ${budget} KB budget`);
  console.log(`\n  ${build.label}: ${initial.total.toFixed(1)} KB (budget ${budget} KB${target})`);
  list(initial.sizes, '    ');
  for (const { label, sizes, total } of deferred) {
    console.log(`    loaded later, ${label}: ${total.toFixed(1)} KB`);
    list(sizes, '      ');
  }
}
if (over.length > 0) {
  console.error(`\n${over.join('\n')}.`);
  process.exit(1);
}
