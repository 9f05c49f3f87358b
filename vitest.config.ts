import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['core', 'functions', 'tests/e2e'],
  },
});
