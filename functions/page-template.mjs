import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

/**
 * The server-rendered pages' template from the client build's shell: its stylesheet (the
 * fonts' faces, 1 KB) inlined instead of a render-blocking request; the shell itself preloads the
 * fonts. Its script is the app's small first one: the app itself loads when the visitor needs it
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
  return html;
}
