// Gzip size of the JavaScript the public home needs before it can render, read from the
// Vite manifests of the production builds (DESIGN.md §8: budget 250 KB now, target 160 KB).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 250;
const TARGET_KB = 160;
const web = fileURLToPath(new URL('../web', import.meta.url));

const BUILDS = [
  {
    label: 'sandbox build (first visit, seed included)',
    dir: 'dist-sandbox',
    command: 'npm run build:sandbox -w web',
    roots: [
      'index.html',
      'src/lib/local/create-local-services.ts',
      'src/app/routes/merchant/home.tsx',
      '../core/src/seed/index.ts',
    ],
  },
  {
    label: 'production build (Firebase)',
    dir: 'dist',
    command: 'npm run build -w web',
    roots: ['index.html', 'src/lib/firebase/create-firebase-services.ts', 'src/app/routes/merchant/home.tsx'],
  },
];

function measure({ dir, command, roots }) {
  const manifestPath = join(web, dir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) execSync(command, { stdio: 'inherit' });
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in ${dir}/.vite/manifest.json`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  roots.forEach(visit);
  const sizes = [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, kb: gzipSync(readFileSync(join(web, dir, file)), { level: 9 }).length / 1024 }));
  return { sizes, total: sizes.reduce((sum, { kb }) => sum + kb, 0) };
}

let over = false;
console.log('Public home — initial JavaScript (gzip):');
for (const build of BUILDS) {
  const { sizes, total } = measure(build);
  over ||= total > BUDGET_KB;
  console.log(`\n  ${build.label}: ${total.toFixed(1)} KB (budget ${BUDGET_KB} KB, target ${TARGET_KB} KB)`);
  for (const { file, kb } of sizes.sort((a, b) => b.kb - a.kb))
    console.log(`    ${kb.toFixed(1).padStart(7)} KB  ${file}`);
}
if (over) {
  console.error(`\nOver the ${BUDGET_KB} KB budget.`);
  process.exit(1);
}
