import { FunctionError } from '@comptoir/core';
import { afterAll, describe, expect, it } from 'vitest';
import { browserClient, callCode, closeClients } from './support/clients';

/**
 * Needs only the Auth and Functions emulators (no Java): runs here with
 * `node scripts/test-emulators.mjs --smoke`, and with everything else wherever the emulator tier runs.
 * Every call is refused before any Firestore access.
 */
describe('functions smoke test (Auth + Functions emulators)', () => {
  afterAll(closeClients);

  it('refuses setUserRole without a session', async () => {
    const client = browserClient();
    await expect(callCode(client.call('setUserRole', { uid: 'someone', role: 'admin' }))).resolves.toBe(
      'unauthenticated',
    );
  });

  it('refuses setUserRole to an anonymous visitor, with the French message', async () => {
    const client = browserClient();
    await client.signInAnonymously();
    const refusal = client.call('setUserRole', { uid: 'someone', role: 'admin' });
    await expect(refusal).rejects.toBeInstanceOf(FunctionError);
    await expect(refusal).rejects.toMatchObject({ code: 'permission-denied', message: 'Réservé aux administrateurs.' });
  });

  it('validates toggleEventParticipation input with the core schema', async () => {
    const client = browserClient();
    await client.signInAnonymously();
    await expect(
      callCode(client.call('toggleEventParticipation', { siteId: 's', eventId: 'e', participate: 'oui' })),
    ).resolves.toBe('invalid-argument');
  });
});
