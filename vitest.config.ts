import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['core', 'web', 'functions', 'scripts', 'tests/e2e', 'tests/emulators'],
  },
});
