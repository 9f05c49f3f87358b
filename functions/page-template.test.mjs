import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageTemplate } from './page-template.mjs';

async function clientBuild(shell) {
  const dist = await mkdtemp(join(tmpdir(), 'comptoir-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'app.html'), shell);
  await writeFile(
    join(dist, 'assets/index-abc.css'),
    '@font-face{font-family:Inter Variable;src:url(/assets/inter-latin-wght-normal-x1.woff2)}',
  );
  for (const name of [
    'inter-latin-wght-normal-x1.woff2',
    'fraunces-latin-wght-normal-y2.woff2',
    'inter-greek-wght-normal-z3.woff2',
  ])
    await writeFile(join(dist, 'assets', name), '');
  return dist;
}

const SHELL = `<head><!--page-meta--><title>t</title><!--/page-meta-->
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/kit-2.js">
<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><!--page-body--></body>`;

describe('pageTemplate', () => {
  it('inlines the build’s stylesheet, preloads the Latin fonts of the first paint, keeps the small first script as it is', async () => {
    const html = await pageTemplate(await clientBuild(SHELL));
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain(
      '<style>@font-face{font-family:Inter Variable;src:url(/assets/inter-latin-wght-normal-x1.woff2)}</style>',
    );
    const preloads = [
      ...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)">/g),
    ];
    expect(preloads.map(([, href]) => href).sort()).toEqual([
      '/assets/fraunces-latin-wght-normal-y2.woff2',
      '/assets/inter-latin-wght-normal-x1.woff2',
    ]);
    // It catches the visitor's first interaction: not held back behind the images.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/kit-2.js">');
    // After the page's own head, which the renderer replaces.
    expect(html.indexOf('rel="preload"')).toBeGreaterThan(html.indexOf('<!--/page-meta-->'));
  });

  it('has no template without a client build, or with a shell lacking the page markers', async () => {
    expect(await pageTemplate(join(tmpdir(), 'comptoir-no-build'))).toBeNull();
    expect(await pageTemplate(await clientBuild('<head></head><body><div id="root"></div></body>'))).toBeNull();
  });
});
