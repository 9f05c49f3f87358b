import { describe, expect, it, vi } from 'vitest';
import { HttpsError } from 'firebase-functions/v2/https';
import { createUserAccount } from './create-user-account';
import { confirmRecipient } from './confirm-recipient';
import { sendRecipientConfirmation } from './send-recipient-confirmation';
import { sendTestEmail } from './send-test-email';
import { setUserRole } from './set-user-role';
import { useFakeAdmin } from './testing/fake-admin';
import { authOf, callRequest } from './testing/requests';
import { toggleEventParticipation } from './toggle-event-participation';
import { memoryAccounts } from '../../core/src/operations/testing/fixtures';

vi.mock('./admin', () => import('./testing/fake-admin'));

const AT = new Date('2025-03-12T09:00:00.000Z');

async function failure(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error: unknown = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof HttpsError)) throw new Error(`expected an HttpsError, got ${String(error)}`);
  return { code: error.code, message: error.message };
}

describe('callable functions', () => {
  it('counts a visitor once per event through toggleEventParticipation', async () => {
    const store = await useFakeAdmin();
    await store.set('sites/s1/events/e1', { title: 'Dégustation', participationCount: 0 });
    const join = callRequest({ siteId: 's1', eventId: 'e1', participate: true }, authOf('v1', { anonymous: true }));
    await toggleEventParticipation.run(join);
    await expect(toggleEventParticipation.run(join)).resolves.toEqual({ participating: true, participationCount: 1 });
  });

  it('answers HttpsErrors with the code and French message of the refusal', async () => {
    await useFakeAdmin();
    const join = { siteId: 's1', eventId: 'nope', participate: true };
    await expect(failure(toggleEventParticipation.run(callRequest(join)))).resolves.toEqual({
      code: 'unauthenticated',
      message: 'Vous devez être connecté.',
    });
    await expect(failure(toggleEventParticipation.run(callRequest(join, authOf('v1'))))).resolves.toEqual({
      code: 'not-found',
      message: 'Événement introuvable.',
    });
  });

  it('hides unexpected errors behind internal', async () => {
    await useFakeAdmin();
    // No accounts port: the operation fails for a reason callers must not see.
    await expect(
      failure(setUserRole.run(callRequest({ uid: 'u2', role: 'admin' }, authOf('a1', { admin: true })))),
    ).resolves.toEqual({
      code: 'internal',
      message: 'Une erreur interne est survenue. Veuillez réessayer.',
    });
  });

  it('reads the admin role from the custom claim only', async () => {
    const { port, accounts } = memoryAccounts([
      { uid: 'a1', email: 'a1@demo.test', role: 'admin' },
      { uid: 'u2', email: 'u2@demo.test', role: 'user' },
    ]);
    const store = await useFakeAdmin({ accounts: port });
    await store.set('users/a1', { email: 'a1@demo.test', role: 'admin', createdAt: new Date() });
    const promote = { uid: 'u2', role: 'admin' };
    await expect(failure(setUserRole.run(callRequest(promote, authOf('u1'))))).resolves.toMatchObject({
      code: 'permission-denied',
    });
    await expect(setUserRole.run(callRequest(promote, authOf('a1', { admin: true })))).resolves.toEqual(promote);
    expect(accounts.get('u2')?.role).toBe('admin');
    expect((await store.get('users/u2'))?.data).toMatchObject({ role: 'admin' });
  });

  it('creates shop-owner accounts for administrators', async () => {
    const { port } = memoryAccounts([{ uid: 'a1', email: 'a1@demo.test', role: 'admin' }]);
    const store = await useFakeAdmin({ accounts: port });
    const input = { email: 'nouveau@demo.test', password: 'secret1' };
    const { uid } = await createUserAccount.run(callRequest(input, authOf('a1', { admin: true })));
    expect((await store.get(`users/${uid}`))?.data).toMatchObject({ email: 'nouveau@demo.test', role: 'user' });
  });

  async function shopWithAddress(confirmed: string[]) {
    const store = await useFakeAdmin();
    await store.batch([
      { kind: 'set', path: 'sites/s1', data: { name: 'Épicerie', ownerId: 'o1', createdAt: AT, updatedAt: AT } },
      {
        kind: 'set',
        path: 'sites/s1/private/settings',
        data: { senderEmail: 'from@epicerie.fr', merchantEmails: ['a@epicerie.fr'] },
      },
      { kind: 'set', path: 'sites/s1/private/recipients', data: { confirmed } },
    ]);
    return store;
  }

  it('logs the test email instead of sending it without SENDGRID_API_KEY', async () => {
    const store = await shopWithAddress(['a@epicerie.fr']);
    await expect(sendTestEmail.run(callRequest({ siteId: 's1' }, authOf('o1')))).resolves.toEqual({ recipients: 1 });
    const [record] = await store.query('sites/s1/notifications');
    expect(record?.data).toMatchObject({ kind: 'test', status: 'logged', to: ['a@epicerie.fr'] });
  });

  it('sends a confirmation link that leads to the app (APP_URL), and confirms through it', async () => {
    vi.stubEnv('APP_URL', 'https://app.comptoir.test');
    try {
      const store = await shopWithAddress([]);
      const sent = await sendRecipientConfirmation.run(
        callRequest({ siteId: 's1', email: 'a@epicerie.fr' }, authOf('o1')),
      );
      expect(sent.previewLink).toMatch(/^https:\/\/app\.comptoir\.test\/confirmer-email\?jeton=/);
      const token = new URL(sent.previewLink ?? '').searchParams.get('jeton');
      await expect(confirmRecipient.run(callRequest({ token }))).resolves.toEqual({
        email: 'a@epicerie.fr',
        siteName: 'Épicerie',
      });
      expect((await store.get('sites/s1/private/recipients'))?.data).toEqual({ confirmed: ['a@epicerie.fr'] });
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
