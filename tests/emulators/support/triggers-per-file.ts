import { beforeAll, expect } from 'vitest';
import { setBackgroundTriggers } from './emulators';
import { wantsTriggers } from './trigger-files';

// Each file finds the triggers as it needs them (`rules-first.ts` runs the files that pause them first).
beforeAll(async () => {
  await setBackgroundTriggers(wantsTriggers(expect.getState().testPath ?? ''));
});
