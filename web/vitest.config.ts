import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { emulatorPorts } from './build/emulator-ports.js';

export default defineProject({
  plugins: [react()],
  define: { __EMULATOR_PORTS__: JSON.stringify(emulatorPorts()) },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    env: { VITE_COMPTOIR_MODE: 'sandbox' },
    testTimeout: 15_000,
    // Test files share their modules: importing React, Chakra and the app again for each of 80+
    // files cost more than two minutes. Each test still gets a clean DOM, storage and toaster
    // (setup.ts) and its own services (createTestServices); module mocks live in setup.ts.
    isolate: false,
  },
});
