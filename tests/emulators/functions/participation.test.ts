import { EVENT_PAST_MESSAGE, FunctionError, SHOP_OFFLINE_MESSAGE } from '@comptoir/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, browserClient, callCode, closeClients } from '../support/clients';

const SITE = 'it-participation';
const EVENT = `sites/${SITE}/events/degustation`;
const join = (participate = true) => ({ siteId: SITE, eventId: 'degustation', participate });

describe('toggleEventParticipation (Functions + Firestore emulators)', () => {
  beforeAll(async () => {
    const { db } = admin();
    await db.recursiveDelete(db.doc(`sites/${SITE}`));
    await db
      .doc(`sites/${SITE}`)
      .set({ name: 'Participation', ownerId: null, createdAt: new Date(), updatedAt: new Date() });
    await db.doc(EVENT).set({ title: 'Dégustation', participationCount: 0 });
  });
  afterAll(closeClients);

  it('counts a visitor who joins twice once, and once less when they leave', async () => {
    const visitor = browserClient();
    await visitor.signInAnonymously();
    await expect(visitor.call('toggleEventParticipation', join())).resolves.toEqual({
      participating: true,
      participationCount: 1,
    });
    await expect(visitor.call('toggleEventParticipation', join())).resolves.toEqual({
      participating: true,
      participationCount: 1,
    });
    await expect(visitor.call('toggleEventParticipation', join(false))).resolves.toEqual({
      participating: false,
      participationCount: 0,
    });
    expect((await admin().db.doc(EVENT).get()).get('participationCount')).toBe(0);
  });

  // The Functions emulator starts one worker process per concurrent call: on a busy 2-core machine
  // that alone can take over a minute (npm run bench:participation shows it apart from the joins).
  // A first round on an unknown event starts the workers, whatever it answers; the joins then run
  // on warm workers, and what is tested is the count.
  it('counts 20 visitors joining at the same moment as 20', { timeout: 240_000 }, async () => {
    const visitors = Array.from({ length: 20 }, () => browserClient());
    await Promise.all(visitors.map((visitor) => visitor.signInAnonymously()));
    await Promise.allSettled(
      visitors.map((visitor) => visitor.call('toggleEventParticipation', { ...join(), eventId: 'echauffement' })),
    );
    await Promise.all(visitors.map((visitor) => visitor.call('toggleEventParticipation', join())));
    const { db } = admin();
    expect((await db.doc(EVENT).get()).get('participationCount')).toBe(20);
    expect((await db.collection(`${EVENT}/participants`).count().get()).data().count).toBe(20);
  });

  it('fills an event of 5 places exactly when 12 visitors join at the same moment', { timeout: 240_000 }, async () => {
    const { db } = admin();
    const limited = `sites/${SITE}/events/atelier`;
    await db.doc(limited).set({ title: 'Atelier', participationCount: 0, capacity: 5 });
    const visitors = Array.from({ length: 12 }, () => browserClient());
    await Promise.all(visitors.map((visitor) => visitor.signInAnonymously()));
    const results = await Promise.all(
      visitors.map((visitor) => callCode(visitor.call('toggleEventParticipation', { ...join(), eventId: 'atelier' }))),
    );
    expect((await db.doc(limited).get()).get('participationCount')).toBe(5);
    expect((await db.collection(`${limited}/participants`).count().get()).data().count).toBe(5);
    expect(results.filter((code) => code === 'failed-precondition')).toHaveLength(7);
  });

  it('answers not-found for an unknown event and writes nothing', async () => {
    const visitor = browserClient();
    await visitor.signInAnonymously();
    await expect(callCode(visitor.call('toggleEventParticipation', { ...join(), eventId: 'inconnu' }))).resolves.toBe(
      'not-found',
    );
    expect((await admin().db.doc(`sites/${SITE}/events/inconnu`).get()).exists).toBe(false);
  });

  it('refuses to join an event whose day has passed, or any event of a deactivated shop (attack side)', async () => {
    const { db } = admin();
    const offline = 'it-participation-offline';
    // Fixed days, far from any run's today.
    await db.doc(`sites/${SITE}/events/passe`).set({ title: 'Marché de Noël 2019', startDate: '2019-12-14' });
    await db.doc(`sites/${offline}`).set({ name: 'Fermée', ownerId: null, active: false, createdAt: new Date() });
    await db.doc(`sites/${offline}/events/atelier`).set({ title: 'Atelier', startDate: '2099-06-01' });
    const visitor = browserClient();
    await visitor.signInAnonymously();
    const message = (input: unknown) =>
      visitor.call('toggleEventParticipation', input).then(
        () => 'accepted',
        (error: unknown) => (error instanceof FunctionError ? `${error.code}: ${error.message}` : String(error)),
      );
    expect(await message({ ...join(), eventId: 'passe' })).toBe(`failed-precondition: ${EVENT_PAST_MESSAGE}`);
    expect(await message({ siteId: offline, eventId: 'atelier', participate: true })).toBe(
      `failed-precondition: ${SHOP_OFFLINE_MESSAGE}`,
    );
    expect((await db.doc(`sites/${SITE}/events/passe`).get()).get('participationCount')).toBeUndefined();
    expect((await db.collection(`sites/${offline}/events/atelier/participants`).count().get()).data().count).toBe(0);
    await db.recursiveDelete(db.doc(`sites/${offline}`));
  });

  it('lets a visitor join an event whose day is to come', async () => {
    const { db } = admin();
    await db
      .doc(`sites/${SITE}/events/a-venir`)
      .set({ title: 'Fête du pain', participationCount: 0, startDate: '2099-05-16' });
    const visitor = browserClient();
    await visitor.signInAnonymously();
    await expect(visitor.call('toggleEventParticipation', { ...join(), eventId: 'a-venir' })).resolves.toEqual({
      participating: true,
      participationCount: 1,
    });
  });
});
