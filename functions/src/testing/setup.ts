import { vi } from 'vitest';

// firebase-functions' logger writes one JSON line per call to the console (captured when it loads, so
// before any test file): keep test output readable. Tests assert outcomes, not log lines.
for (const method of ['log', 'info', 'warn', 'debug', 'error'] as const) {
  vi.spyOn(console, method).mockImplementation(() => undefined);
}
