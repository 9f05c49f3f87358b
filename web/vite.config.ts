import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appShell } from './build/app-shell.js';
import { emulatorPorts } from './build/emulator-ports.js';

// React Router's package exports its development build only (its warnings, and a « Hey developer »
// error page); its production build, the same code without them, sits beside it.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command, isSsrBuild, mode }) => ({
  plugins: [react(), appShell(mode)],
  // The server render (Cloud Functions) ships as one self-contained bundle: no node_modules to install.
  ssr: { noExternal: true },
  // React's production build in the server render wherever it runs: Node picks React's development
  // build unless NODE_ENV says otherwise, which the Functions emulator does not (half again the time).
  define: {
    __EMULATOR_PORTS__: JSON.stringify(emulatorPorts()),
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  build: {
    target: isSsrBuild ? 'node22' : 'es2022',
    copyPublicDir: !isSsrBuild,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What a server-rendered page's first script imports stays its own, whatever else
              // shares those modules: public-kit would otherwise take them with its dependencies.
              name: 'first-script',
              tags: ['$initial'],
              priority: 2,
            },
            {
              // What every public page draws first — the shared layout and hooks, Chakra's primitives,
              // and what they import — in one chunk instead of forty small ones, each paying its own
              // request and gzip header (first load -13 KB). Folders and packages, never a file name.
              name: 'public-kit',
              priority: 1,
              test: new RegExp(
                [
                  '@chakra-ui/react/dist/esm/components/',
                  '(box|flex|stack|grid|center|container|typography|link|icon|image|visually-hidden|badge|button|card|simple-grid)/',
                  '|web/src/(components/layout|hooks)/',
                ].join(''),
              ),
            },
          ],
        },
      },
      // Chakra's theme builds its default config with these identity helpers at module level;
      // marked pure, the recipes the slim system does not use are dropped (about -110 KB).
      treeshake: {
        manualPureFunctions: [
          'defineConfig',
          'defineRecipe',
          'defineSlotRecipe',
          'defineTokens',
          'defineSemanticTokens',
          'defineGlobalStyles',
          'defineKeyframes',
          'defineTextStyles',
          'defineLayerStyles',
          'defineAnimationStyles',
        ],
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173, allowedHosts: ['.localhost'] },
  preview: { host: '127.0.0.1', port: 4173, allowedHosts: ['.localhost'] },
}));
