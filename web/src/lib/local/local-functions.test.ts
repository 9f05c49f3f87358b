import { FunctionError } from '@comptoir/core';
import { describe, expect, it, vi } from 'vitest';
import { createTestServices } from '@/testing/test-services';
import { demoAccountWrites } from './test-accounts';

const EVENT = 'sites/s1/events/e1';

async function start(signIn?: 'admin@demo.test' | 'owner@demo.test') {
  const services = await createTestServices({
    seed: false,
    writes: [...demoAccountWrites, { kind: 'set', path: EVENT, data: { title: 'Dégustation', participationCount: 3 } }],
    ...(signIn ? { signInAs: signIn } : {}),
  });
  return services;
}

const code = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof FunctionError ? error.code : String(error)),
  );

describe('local functions', () => {
  it('counts a visitor once however often they join, and un-counts them when they leave', async () => {
    const services = await start();
    await services.auth.ensureVisitor();
    const join = () =>
      services.functions.call('toggleEventParticipation', { siteId: 's1', eventId: 'e1', participate: true });
    await expect(join()).resolves.toEqual({ participating: true, participationCount: 4 });
    await expect(join()).resolves.toEqual({ participating: true, participationCount: 4 });
    await expect(
      services.functions.call('toggleEventParticipation', { siteId: 's1', eventId: 'e1', participate: false }),
    ).resolves.toEqual({ participating: false, participationCount: 3 });
  });

  it('refuses participation without a session and for an unknown event', async () => {
    const services = await start();
    await expect(
      code(services.functions.call('toggleEventParticipation', { siteId: 's1', eventId: 'e1', participate: true })),
    ).resolves.toBe('unauthenticated');
    await services.auth.ensureVisitor();
    await expect(
      code(services.functions.call('toggleEventParticipation', { siteId: 's1', eventId: 'nope', participate: true })),
    ).resolves.toBe('not-found');
  });

  it('lets only an admin change roles, and never their own', async () => {
    const owner = await start('owner@demo.test');
    await expect(code(owner.functions.call('setUserRole', { uid: 'demo-owner2', role: 'admin' }))).resolves.toBe(
      'permission-denied',
    );
    const admin = await start('admin@demo.test');
    await expect(admin.functions.call('setUserRole', { uid: 'demo-owner2', role: 'admin' })).resolves.toEqual({
      uid: 'demo-owner2',
      role: 'admin',
    });
    await expect(admin.db.get('users/demo-owner2')).resolves.toMatchObject({
      data: expect.objectContaining({ role: 'admin' }),
    });
    await expect(code(admin.functions.call('setUserRole', { uid: 'demo-admin', role: 'user' }))).resolves.toBe(
      'failed-precondition',
    );
    await expect(code(admin.functions.call('setUserRole', { uid: 'ghost', role: 'user' }))).resolves.toBe('not-found');
  });

  it('creates a shop-owner account that can sign in, once per email', async () => {
    const admin = await start('admin@demo.test');
    const { uid } = await admin.functions.call('createUserAccount', {
      email: 'nouveau@demo.test',
      password: 'secret1',
    });
    await expect(admin.db.get(`users/${uid}`)).resolves.toMatchObject({
      data: expect.objectContaining({ role: 'user' }),
    });
    await expect(
      code(admin.functions.call('createUserAccount', { email: 'NOUVEAU@demo.test', password: 'secret1' })),
    ).resolves.toBe('already-exists');
    await admin.auth.signOut();
    await expect(admin.auth.signIn('nouveau@demo.test', 'secret1')).resolves.toMatchObject({ uid, role: 'user' });
  });

  it("sends the settings screen's test email through the logging mailer to the site's merchant addresses", async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const owner = await createTestServices({ signInAs: 'owner@demo.test' });
    await expect(owner.functions.call('sendTestEmail', { siteId: 'epicerie-du-marche' })).resolves.toEqual({
      recipients: 2,
    });
    const records = await owner.db.query('sites/epicerie-du-marche/notifications');
    expect(records.map((record) => record.data)).toEqual([expect.objectContaining({ kind: 'test', status: 'logged' })]);
    await expect(code(owner.functions.call('sendTestEmail', { siteId: 'traiteur-saveurs' }))).resolves.toBe(
      'permission-denied',
    );
  });

  it('validates callable input', async () => {
    const admin = await start('admin@demo.test');
    await expect(
      code(admin.functions.call('createUserAccount', { email: 'pas-un-email', password: 'secret1' })),
    ).resolves.toBe('invalid-argument');
  });
});
