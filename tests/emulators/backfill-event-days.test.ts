import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { backfillEventDays } from '../../scripts/lib/backfill-event-days';

// A project of its own: no other file's events, and no trigger runs for the updates.
const app = initializeApp({ projectId: 'demo-backfill-events' }, 'backfill-events');
const db = getFirestore(app);

describe('npm run backfill:event-days (Firestore emulator)', () => {
  afterAll(async () => {
    await db.recursiveDelete(db.collection('sites'));
    await deleteApp(app);
  });

  it('gives every older event of every site the day its text says, once, leaving the others alone', async () => {
    const older = {
      'sites/a/events/e1': { title: 'Dégustation', date: 'Samedi 12 décembre 2026', orderIndex: 0 },
      'sites/b/events/e2': { title: 'Marché', date: '1er mars 2027', orderIndex: 0 },
      'sites/b/events/e3': { title: 'Atelier', date: 'Tous les samedis', orderIndex: 1 },
      'sites/b/events/e4': { title: 'Soirée', date: '3 avril 2027', startDate: '2027-04-03', orderIndex: 2 },
      'sites/b/events/e5': { title: 'Repas', date: '05/06/2027', startDate: null, orderIndex: 3 },
    };
    await Promise.all(Object.entries(older).map(([path, data]) => db.doc(path).set(data)));
    const kept = (await db.doc('sites/b/events/e4').get()).updateTime;

    expect(await backfillEventDays(db)).toEqual({ written: 3, undated: 1 });
    expect((await db.doc('sites/a/events/e1').get()).get('startDate')).toBe('2026-12-12');
    expect((await db.doc('sites/b/events/e2').get()).get('startDate')).toBe('2027-03-01');
    expect((await db.doc('sites/b/events/e5').get()).get('startDate')).toBe('2027-06-05');
    expect((await db.doc('sites/b/events/e3').get()).get('startDate')).toBeUndefined();
    expect((await db.doc('sites/b/events/e4').get()).updateTime?.isEqual(kept!)).toBe(true);

    expect(await backfillEventDays(db)).toEqual({ written: 0, undated: 1 });
  });
});
