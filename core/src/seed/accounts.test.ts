import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_PASSWORD_HASH, sandboxPasswordHash } from './accounts';

describe('sandboxPasswordHash', () => {
  it('matches the precomputed digest of the demo password', async () => {
    await expect(sandboxPasswordHash(DEMO_PASSWORD)).resolves.toBe(DEMO_PASSWORD_HASH);
  });

  it('differs for another password', async () => {
    await expect(sandboxPasswordHash('autre-mot')).resolves.not.toBe(DEMO_PASSWORD_HASH);
  });
});
