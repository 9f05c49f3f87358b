import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';

/** The fonts every shop page paints its first text with (Latin subsets). */
const FIRST_FONTS = [/^inter-latin-wght-normal-.*\.woff2$/, /^fraunces-latin-wght-normal-.*\.woff2$/];

/**
 * The server-rendered pages' template from the client build's shell: its stylesheet (the
 * fonts' faces, 3 KB) inlined instead of a render-blocking request, the fonts of the first paint
 * preloaded. Its script is the app's small first one: the app itself loads when the visitor needs it
 * (web/src/lib/hydration). Null when the build has no shell with the page markers.
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
  const assets = await readdir(`${webDist}/assets`);
  const preloads = assets
    .filter((name) => FIRST_FONTS.some((pattern) => pattern.test(name)))
    .map((name) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${name}">`);
  return html.replace('<!--/page-meta-->', (marker) => [marker, ...preloads].join('\n    '));
}
