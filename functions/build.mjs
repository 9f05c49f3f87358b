import { spawnSync } from 'node:child_process';
import { copyFile, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { pageTemplate } from './page-template.mjs';

/** Installed by Cloud Functions at deploy time; everything else (core, zod) is bundled in. */
const EXTERNAL = ['firebase-admin', 'firebase-functions', '@sendgrid/mail', 'stripe'];

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const pkg = JSON.parse(await readFile(here('./package.json'), 'utf8'));

const dependencies = Object.fromEntries(
  EXTERNAL.map((name) => {
    const version = pkg.dependencies?.[name];
    if (!version) throw new Error(`functions/package.json has no dependency on ${name}`);
    return [name, version];
  }),
);

await rm(here('./dist'), { recursive: true, force: true });
await build({
  entryPoints: [here('./src/index.ts')],
  outfile: here('./dist/index.js'),
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  // The page renderer is the web app's own code, built by Vite below and loaded on the first page.
  external: [...EXTERNAL, './ssr/*'],
  sourcemap: true,
  // Smaller bundle, faster cold starts; the source map keeps stack traces readable.
  minify: true,
  keepNames: true,
  // Bundled CommonJS code may call require(); ESM output has none unless we provide it.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
});

// The page renderer (renderPage): the web app's routes and components bundled for Node, with the
// client build's shell (app.html) as the page template (its hashed script and style addresses).
const vite = spawnSync(
  'npx',
  [
    'vite',
    'build',
    '--ssr',
    'src/entry-server.tsx',
    '--outDir',
    '../functions/dist/ssr',
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ],
  { cwd: here('../web'), stdio: 'inherit' },
);
if (vite.status !== 0) process.exit(vite.status ?? 1);
// COMPTOIR_WEB_DIST names the client build (web/dist by default); without one, the source
// index.html: pages render, with no built script to hydrate them (enough for the emulator tier).
const webDist = process.env.COMPTOIR_WEB_DIST ?? here('../web/dist');
const template = await pageTemplate(webDist);
if (template) await writeFile(here('./dist/ssr/index.html'), template);
else {
  console.log(`functions/dist/ssr: no client build at ${webDist}, pages use the source index.html`);
  await copyFile(here('../web/index.html'), here('./dist/ssr/index.html'));
}

const manifest = {
  name: 'comptoir-functions',
  private: true,
  type: 'module',
  main: 'index.js',
  engines: { node: '22' },
  dependencies,
};
await writeFile(here('./dist/package.json'), `${JSON.stringify(manifest, null, 2)}\n`);

// Deploys and the emulators read parameters from the source folder, dist: `.env` and `.env.<project>`
// go with the code (`*.local` files stay out: they hold a developer's own values).
const envFiles = (await readdir(here('.'))).filter(
  (name) => /^\.env(\.[\w-]+)?$/.test(name) && !name.endsWith('.local'),
);
await Promise.all(envFiles.map((name) => copyFile(here(`./${name}`), here(`./dist/${name}`))));
console.log(
  `functions/dist: index.js + ssr/ (page template from ${template ? webDist : 'web/index.html'}) + package.json (${Object.keys(dependencies).join(', ')})${envFiles.map((name) => ` + ${name}`).join('')}`,
);
