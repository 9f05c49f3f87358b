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
});
