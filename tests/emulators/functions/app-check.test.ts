import { describe, expect, it } from 'vitest';
import { emulatorAppCheckToken } from '../../../web/src/lib/firebase/app-check';
import { browserClient, callCode, closeClients, functionUrl } from '../support/clients';

/** A callable reached directly over HTTP, as a script outside the app would call it. */
async function rawCall(name: string, data: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(functionUrl(name), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { error?: { status?: string } };
  return { status: response.status, error: body.error?.status ?? null };
}

const confirm = { token: 'A'.repeat(43) };

describe('App Check on the callables (Functions emulator)', () => {
  it('refuses a call that carries no App Check token, whatever the callable', async () => {
    for (const [name, data] of [
      ['confirmRecipient', confirm],
      ['toggleEventParticipation', { siteId: 's', eventId: 'e', participate: true }],
      ['sendRecipientConfirmation', { siteId: 's', email: 'a@b.fr' }],
      ['setUserRole', { uid: 'u', role: 'admin' }],
    ] as const) {
      await expect(rawCall(name, data)).resolves.toEqual({ status: 401, error: 'UNAUTHENTICATED' });
    }
  });

  it('runs the same call with a token, from a script or from the app', async () => {
    const { token } = emulatorAppCheckToken('demo-app');
    await expect(rawCall('confirmRecipient', confirm, { 'X-Firebase-AppCheck': token })).resolves.toEqual({
      status: 404,
      error: 'NOT_FOUND',
    });
    const client = browserClient();
    await expect(callCode(client.call('confirmRecipient', confirm))).resolves.toBe('not-found');
    await closeClients();
  });
});
