import { copyFile, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** Installed by Cloud Functions at deploy time; everything else (core, zod) is bundled in. */
const EXTERNAL = ['firebase-admin', 'firebase-functions', '@sendgrid/mail'];

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
  external: EXTERNAL,
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
  `functions/dist: index.js + package.json (${Object.keys(dependencies).join(', ')})${envFiles.map((name) => ` + ${name}`).join('')}`,
);
