import { describe, expect, it } from 'vitest';
import { SHOP_OFFLINE_MESSAGE } from './site-access';
import { EVENT_FULL_MESSAGE, EVENT_PAST_MESSAGE, toggleEventParticipation } from './toggle-event-participation';
import { codeOf, storeWith, visitor } from './testing/fixtures';

const EVENT = 'sites/s1/events/e1';
const event = () => storeWith({ [EVENT]: { title: 'Dégustation', participationCount: 3 } });
const join = { siteId: 's1', eventId: 'e1', participate: true };
const leave = { ...join, participate: false };

describe('toggleEventParticipation', () => {
  it('counts a visitor once however often they join, and once less when they leave', async () => {
    const db = await event();
    await expect(toggleEventParticipation(db, visitor(), join)).resolves.toEqual({
      participating: true,
      participationCount: 4,
    });
    await expect(toggleEventParticipation(db, visitor(), join)).resolves.toEqual({
      participating: true,
      participationCount: 4,
    });
    expect(await db.get(`${EVENT}/participants/visitor-1`)).not.toBeNull();
    await expect(toggleEventParticipation(db, visitor(), leave)).resolves.toEqual({
      participating: false,
      participationCount: 3,
    });
    await expect(toggleEventParticipation(db, visitor(), leave)).resolves.toEqual({
      participating: false,
      participationCount: 3,
    });
    expect(await db.get(`${EVENT}/participants/visitor-1`)).toBeNull();
    // « Statistiques » counted the one join, not the repeat, and leaving subtracts nothing.
    const joins = (await db.query('sites/s1/statShards')).map((doc) => (doc.data.actions as { join: number }).join);
    expect(joins).toEqual([1]);
  });

  it('counts 20 visitors joining at the same time as 20', async () => {
    const db = await event();
    await Promise.all(Array.from({ length: 20 }, (_, i) => toggleEventParticipation(db, visitor(`v${i}`), join)));
    expect((await db.get(EVENT))?.data.participationCount).toBe(23);
    expect(await db.query(`${EVENT}/participants`)).toHaveLength(20);
  });

  it('refuses anonymous calls, unknown events and sites, and bad input, writing nothing', async () => {
    const db = await event();
    await expect(codeOf(toggleEventParticipation(db, null, join))).resolves.toBe('unauthenticated');
    await expect(codeOf(toggleEventParticipation(db, visitor(), { ...join, eventId: 'nope' }))).resolves.toBe(
      'not-found',
    );
    await expect(codeOf(toggleEventParticipation(db, visitor(), { ...join, siteId: 'nope' }))).resolves.toBe(
      'not-found',
    );
    await expect(codeOf(toggleEventParticipation(db, visitor(), { ...join, participate: 'yes' }))).resolves.toBe(
      'invalid-argument',
    );
    expect((await db.get(EVENT))?.data.participationCount).toBe(3);
    expect(await db.query(`${EVENT}/participants`)).toEqual([]);
  });

  it('never passes an event’s capacity, even with 30 visitors joining at once, and refuses the others', async () => {
    const db = await storeWith({ [EVENT]: { title: 'Atelier', participationCount: 2, capacity: 10 } });
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => toggleEventParticipation(db, visitor(`v${i}`), join)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(8);
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as Error] : []));
    expect(refused).toHaveLength(22);
    expect(new Set(refused.map((error) => error.message))).toEqual(new Set([EVENT_FULL_MESSAGE]));
    expect((await db.get(EVENT))?.data.participationCount).toBe(10);
    expect(await db.query(`${EVENT}/participants`)).toHaveLength(8);
    // A place freed is a place again.
    await toggleEventParticipation(db, visitor('v0'), leave);
    await toggleEventParticipation(db, visitor('late'), join);
    await expect(codeOf(toggleEventParticipation(db, visitor('later'), join))).resolves.toBe('failed-precondition');
  });

  describe('on a given day', () => {
    // 23:30 in Paris on 5 December 2026: still the 5th there (already the 6th nowhere it matters).
    const NIGHT = new Date('2026-12-05T22:30:00Z');
    const dated = (startDate: string | null, site: Record<string, unknown> = { name: 'Épicerie', active: true }) =>
      storeWith({ 'sites/s1': site, [EVENT]: { title: 'Dégustation', participationCount: 3, startDate } });
    const message = (promise: Promise<unknown>) =>
      promise.then(
        () => 'ok',
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );

    it('refuses to join an event whose day has passed, counting nothing (attack side)', async () => {
      const db = await dated('2026-12-04');
      expect(await message(toggleEventParticipation(db, visitor(), join, NIGHT))).toBe(EVENT_PAST_MESSAGE);
      expect(await codeOf(toggleEventParticipation(db, visitor(), join, NIGHT))).toBe('failed-precondition');
      expect((await db.get(EVENT))?.data.participationCount).toBe(3);
      expect(await db.query(`${EVENT}/participants`)).toHaveLength(0);
    });

    it('lets a visitor join on the event’s day itself, before it, or when its day is not known', async () => {
      for (const startDate of ['2026-12-05', '2026-12-24', null]) {
        const db = await dated(startDate);
        await expect(toggleEventParticipation(db, visitor(), join, NIGHT)).resolves.toMatchObject({
          participating: true,
          participationCount: 4,
        });
      }
    });

    it('refuses joining and leaving an event of a deactivated shop (attack side)', async () => {
      const db = await dated('2026-12-24', { name: 'Épicerie', active: false });
      expect(await message(toggleEventParticipation(db, visitor(), join, NIGHT))).toBe(SHOP_OFFLINE_MESSAGE);
      expect(await message(toggleEventParticipation(db, visitor(), leave, NIGHT))).toBe(SHOP_OFFLINE_MESSAGE);
      expect((await db.get(EVENT))?.data.participationCount).toBe(3);
    });
  });
});
