import { AuthError, type SessionUser } from '@comptoir/core';
import { waitForValue } from '@comptoir/core/testing';
import { describe, expect, it } from 'vitest';
import { createTestServices } from '@/testing/test-services';
import { demoAccountWrites } from './test-accounts';

const start = () => createTestServices({ seed: false, writes: demoAccountWrites });
const session = (services: Awaited<ReturnType<typeof start>>, accept: (user: SessionUser | null) => boolean) =>
  waitForValue(services.auth.watchSession(), accept);

describe('LocalAuth', () => {
  it('signs a demo account in with its role claim', async () => {
    const services = await start();
    await session(services, (user) => user === null);
    const user = await services.auth.signIn('Admin@demo.test ', 'demo1234');
    expect(user).toMatchObject({ uid: 'demo-admin', email: 'admin@demo.test', role: 'admin', isAnonymous: false });
    await session(services, (current) => current?.uid === 'demo-admin');
  });

  it('refuses a wrong password with a French message', async () => {
    const services = await start();
    const attempt = services.auth.signIn('owner@demo.test', 'mauvais');
    await expect(attempt).rejects.toBeInstanceOf(AuthError);
    await expect(attempt).rejects.toThrow('Email ou mot de passe incorrect.');
  });

  it('gives a visitor one anonymous session, kept across calls', async () => {
    const services = await start();
    const first = await services.auth.ensureVisitor();
    const second = await services.auth.ensureVisitor();
    expect(first.isAnonymous).toBe(true);
    expect(second.uid).toBe(first.uid);
  });

  it('emits null after sign-out', async () => {
    const services = await start();
    await services.auth.signIn('owner@demo.test', 'demo1234');
    await services.auth.signOut();
    await session(services, (user) => user === null);
  });

  it('lets an open session pick up a role change without signing out', async () => {
    const services = await start();
    await services.auth.signIn('owner@demo.test', 'demo1234');
    await session(services, (user) => user?.role === 'user');
    await services.db.update('sandboxAccounts/demo-owner', { role: 'admin' });
    await session(services, (user) => user?.role === 'admin');
  });

  it('changes the password only with the current one', async () => {
    const services = await start();
    await services.auth.signIn('owner@demo.test', 'demo1234');
    await expect(services.auth.updatePassword('faux', 'nouveau1')).rejects.toThrow(
      'Le mot de passe actuel est incorrect.',
    );
    await services.auth.updatePassword('demo1234', 'nouveau1');
    await services.auth.signOut();
    await expect(services.auth.signIn('owner@demo.test', 'demo1234')).rejects.toThrow();
    await expect(services.auth.signIn('owner@demo.test', 'nouveau1')).resolves.toMatchObject({ uid: 'demo-owner' });
  });

  it('refuses an email another account uses', async () => {
    const services = await start();
    await services.auth.signIn('owner@demo.test', 'demo1234');
    await expect(services.auth.updateEmail('admin@demo.test')).rejects.toThrow(
      'Cette adresse email est déjà utilisée.',
    );
    await services.auth.updateEmail('epicerie@demo.test');
    await session(services, (user) => user?.email === 'epicerie@demo.test');
    await expect(services.db.get('users/demo-owner')).resolves.toMatchObject({
      data: expect.objectContaining({ email: 'epicerie@demo.test' }),
    });
  });
});
