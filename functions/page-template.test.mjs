import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageTemplate } from './page-template.mjs';

async function clientBuild(shell, manifest) {
  const dist = await mkdtemp(join(tmpdir(), 'comptoir-dist-'));
  await mkdir(join(dist, 'assets'));
  if (manifest) {
    await mkdir(join(dist, '.vite'));
    await writeFile(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  }
  await writeFile(join(dist, 'app.html'), shell);
  await writeFile(
    join(dist, 'assets/index-abc.css'),
    "@font-face{font-family:Inter Variable;src:url('/fonts/inter-fr-5.3.0.woff2')}",
  );
  return dist;
}

const FONT = '<link rel="preload" href="/fonts/inter-fr-5.3.0.woff2" as="font" type="font/woff2" crossorigin />';
const SHELL = `<head><!--page-meta--><title>t</title><!--/page-meta-->
${FONT}
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/kit-2.js">
<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><!--page-body--></body>`;

describe('pageTemplate', () => {
  it('inlines the build’s stylesheet, keeps the shell’s font preloads and the small first script as they are', async () => {
    const html = await pageTemplate(await clientBuild(SHELL));
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain(
      "<style>@font-face{font-family:Inter Variable;src:url('/fonts/inter-fr-5.3.0.woff2')}</style>",
    );
    expect(html).toContain(FONT);
    // It catches the visitor's first interaction: not held back behind the images.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/kit-2.js">');
    // After the page's own head, which the renderer replaces.
    expect(html.indexOf('rel="preload"')).toBeGreaterThan(html.indexOf('<!--/page-meta-->'));
  });

  it('lists for the browser to fetch, once the page is loaded, the code that hydrates it: nothing the page has already, nothing else', async () => {
    const html = await pageTemplate(
      await clientBuild(SHELL, {
        'index.html': {
          file: 'assets/index-1.js',
          isEntry: true,
          imports: ['_kit.js'],
          dynamicImports: ['src/hydrate-page.tsx', 'src/render-in-browser.tsx'],
        },
        '_kit.js': { file: 'assets/kit-2.js' },
        'src/hydrate-page.tsx': { file: 'assets/hydrate-page-3.js', imports: ['_kit.js', '_react.js'] },
        '_react.js': { file: 'assets/react-4.js', imports: ['_kit.js'] },
        'src/render-in-browser.tsx': { file: 'assets/render-in-browser-5.js', imports: ['_react.js'] },
        'src/features/home.tsx': { file: 'assets/home-6.js', isDynamicEntry: true },
      }),
    );
    const prefetched = [...html.matchAll(/<link rel="prefetch" as="script" crossorigin href="([^"]+)">/g)].map(
      ([, href]) => href,
    );
    expect(prefetched).toEqual(['/assets/hydrate-page-3.js', '/assets/react-4.js']);
    // Inert until the page's first script adds them, after the load event.
    expect(html).toMatch(/<template id="hydration-code">(<link rel="prefetch"[^>]+>){2}<\/template><\/head>/);
    // Without the manifest: no prefetch, the page as before.
    expect(await pageTemplate(await clientBuild(SHELL))).not.toContain('rel="prefetch"');
  });

  it('has no template without a client build, or with a shell lacking the page markers', async () => {
    expect(await pageTemplate(join(tmpdir(), 'comptoir-no-build'))).toBeNull();
    expect(await pageTemplate(await clientBuild('<head></head><body><div id="root"></div></body>'))).toBeNull();
  });
});
