import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['core', 'web', 'functions', 'tests/e2e', 'tests/emulators'],
  },
});
