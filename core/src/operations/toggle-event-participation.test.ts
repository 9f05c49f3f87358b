import { describe, expect, it } from 'vitest';
import { EVENT_FULL_MESSAGE, toggleEventParticipation } from './toggle-event-participation';
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
});
