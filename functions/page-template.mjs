import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

/** The module that hydrates a server-rendered page (web/src/main.tsx imports it on demand). */
const HYDRATE = 'src/hydrate-page.tsx';
/** The id of the template holding its prefetch links (web/src/lib/hydration/prefetch-hydration.ts). */
const HYDRATION_CODE_ID = 'hydration-code';

/** The build's chunks that `keys` import statically, themselves included. */
function staticClosure(manifest, keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    staticClosure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/**
 * The app's code that a page loads when it hydrates, for the browser to fetch once the page has
 * loaded (`prefetch`, nothing is run): the visitor's first press then waits for its evaluation
 * only, not for 190 KB over a phone's network. The links are inert in a `<template>` until the
 * page's first script adds them after the load event (web/src/main.tsx): in the head itself, the
 * browser fetched them beside the hero image (Lighthouse: LCP 2.0 → 3.3 s). Empty without the
 * build's manifest.
 */
async function hydrationPrefetches(webDist) {
  const path = `${webDist}/.vite/manifest.json`;
  if (!existsSync(path)) return '';
  const manifest = JSON.parse(await readFile(path, 'utf8'));
  const entry = Object.keys(manifest).find(
    (key) => manifest[key].isEntry && manifest[key].dynamicImports?.includes(HYDRATE),
  );
  if (!entry) return '';
  const loaded = staticClosure(manifest, [entry]);
  const links = [...staticClosure(manifest, [HYDRATE])]
    .filter((key) => !loaded.has(key))
    .map((key) => `<link rel="prefetch" as="script" crossorigin href="/${manifest[key].file}">`)
    .join('');
  return `<template id="${HYDRATION_CODE_ID}">${links}</template>`;
}

/**
 * The server-rendered pages' template from the client build's shell: its stylesheet (the
 * fonts' faces, 1 KB) inlined instead of a render-blocking request; the shell itself preloads the
 * fonts. Its script is the app's small first one: the app itself loads when the visitor needs it
 * (web/src/lib/hydration), its code prefetched once the page is loaded. Null when the build has
 * no shell with the page markers.
 */
export async function pageTemplate(webDist) {
  const shell = `${webDist}/app.html`;
  if (!existsSync(shell)) return null;
  let html = await readFile(shell, 'utf8');
  if (!html.includes('<!--page-body-->')) return null;
  const links = [...html.matchAll(/<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g)];
  for (const [link, path] of links) {
    const css = await readFile(`${webDist}/${path}`, 'utf8');
    html = html.replace(link, () => `<style>${css.replaceAll('</', '<\\/')}</style>`);
  }
  const prefetches = await hydrationPrefetches(webDist);
  return html.replace('</head>', () => `${prefetches}</head>`);
}
