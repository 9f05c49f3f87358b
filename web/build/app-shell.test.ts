import { describe, expect, it } from 'vitest';
import {
  COMPILE_ALL_ON_LOAD,
  FIREBASE_CONNECTIONS,
  startChunks,
  withBackOfficePreloads,
  withCompileHint,
  type ChunkInfo,
} from './app-shell';

const chunk = (fileName: string, imports: string[] = [], more: Partial<ChunkInfo> = {}): ChunkInfo => ({
  type: 'chunk',
  fileName,
  imports,
  ...more,
});

const BUNDLE: ChunkInfo[] = [
  chunk('assets/index.js', ['assets/fold-text.js'], { isEntry: true, facadeModuleId: '/w/web/index.html' }),
  chunk('assets/fold-text.js'),
  chunk('assets/render-in-browser.js', ['assets/app.js', 'assets/fold-text.js'], {
    facadeModuleId: '/w/web/src/render-in-browser.tsx',
  }),
  chunk('assets/app.js', ['assets/react-dom.js']),
  chunk('assets/react-dom.js', ['assets/app.js']),
  chunk('assets/shell.js', ['assets/app.js', 'assets/sidebar.js'], {
    facadeModuleId: '/w/web/src/app/routes/admin/shell.tsx',
  }),
  chunk('assets/sidebar.js', [], {
    moduleIds: ['/w/web/src/features/admin-shell/sidebar.tsx', '/w/web/src/system.ts'],
  }),
  chunk('assets/products-page.js', ['assets/app.js'], { facadeModuleId: '/w/web/src/app/routes/admin/products.tsx' }),
  { type: 'asset', fileName: 'assets/index.css' },
];

describe('startChunks', () => {
  it('lists the sources’ chunks and what they import, once each, without what the entry links', () => {
    expect(startChunks(BUNDLE, ['src/render-in-browser.tsx', 'src/app/routes/admin/shell.tsx'])).toEqual([
      'assets/app.js',
      'assets/react-dom.js',
      'assets/render-in-browser.js',
      'assets/shell.js',
      'assets/sidebar.js',
    ]);
  });

  it('finds a source merged into a shared chunk', () => {
    expect(startChunks(BUNDLE, ['src/system.ts'])).toEqual(['assets/sidebar.js']);
  });

  it('refuses a source no chunk holds (a file renamed or moved)', () => {
    expect(() => startChunks(BUNDLE, ['src/app/routes/admin/gone.tsx'])).toThrow(/gone\.tsx/);
  });
});

describe('withBackOfficePreloads', () => {
  it('adds the links at the end of the head, between the markers the page renderer removes', () => {
    const html = withBackOfficePreloads('<html><head><script type="module" src="/assets/index.js"></script></head>', [
      'assets/app.js',
      'assets/shell.js',
    ]);
    expect(html).toBe(
      '<html><head><script type="module" src="/assets/index.js"></script>  <!--back-office-->\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/app.js">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/shell.js">\n' +
        '    <!--/back-office-->\n  </head>',
    );
  });

  it('opens the given connections first, without cookies where the SDKs send none', () => {
    const html = withBackOfficePreloads('<head></head>', ['assets/app.js'], {
      connections: [
        { origin: 'https://identitytoolkit.googleapis.com', anonymous: true },
        { origin: 'https://www.google.com', anonymous: false },
      ],
    });
    expect(html).toBe(
      '<head>  <!--back-office-->\n' +
        '    <link rel="preconnect" href="https://identitytoolkit.googleapis.com" crossorigin>\n' +
        '    <link rel="preconnect" href="https://www.google.com">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/app.js">\n' +
        '    <!--/back-office-->\n  </head>',
    );
  });

  it('names, for production, the origins of the session, App Check and the first reads', () => {
    expect(FIREBASE_CONNECTIONS.map(({ origin }) => new URL(origin).hostname)).toEqual([
      'identitytoolkit.googleapis.com',
      'securetoken.googleapis.com',
      'www.google.com',
      'content-firebaseappcheck.googleapis.com',
      'firestore.googleapis.com',
    ]);
  });
});

describe('withCompileHint', () => {
  const code = 'export const a=1;\n//# sourceMappingURL=app.js.map';
  const map = JSON.stringify({ version: 3, mappings: 'AAAA,CAAC' });

  it('puts the hint on the first line and moves the source map down by one line', () => {
    const hinted = withCompileHint(code, map);
    expect(COMPILE_ALL_ON_LOAD).toBe('//# allFunctionsCalledOnLoad\n');
    expect(hinted.code).toBe(`${COMPILE_ALL_ON_LOAD}${code}`);
    expect(JSON.parse(hinted.map ?? '')).toEqual({ version: 3, mappings: ';AAAA,CAAC' });
  });

  it('marks a file once (a build written again over the same folder), with or without its map', () => {
    const once = withCompileHint(code, map);
    expect(withCompileHint(once.code, once.map)).toEqual(once);
    expect(withCompileHint(code)).toEqual({ code: `${COMPILE_ALL_ON_LOAD}${code}` });
  });
});
