import { parseFrenchDate } from '@comptoir/core';
import { FieldPath, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';

/** Events read (and at most written, in one batch) at a time. */
const PAGE = 400;

export interface EventDaysBackfill {
  /** Events given the day their date text says. */
  written: number;
  /** Events without a day whose text says none (« Tous les samedis »): left as they are. */
  undated: number;
}

/**
 * Gives every event saved before events had a real day (`startDate`) the day its date text says,
 * as the event dialog reads it (`parseFrenchDate`): without it the event has no agenda file, no
 * schema.org Event, and stays on the home once past. Pages through every site's events by
 * document name; writes only events without a day whose text says one, so rerunning writes nothing.
 */
export async function backfillEventDays(db: Firestore): Promise<EventDaysBackfill> {
  const report: EventDaysBackfill = { written: 0, undated: 0 };
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    const base = db.collectionGroup('events').orderBy(FieldPath.documentId()).limit(PAGE);
    const page = await (after ? base.startAfter(after) : base).get();
    const batch = db.batch();
    let changes = 0;
    for (const event of page.docs) {
      const stored: unknown = event.get('startDate');
      const text: unknown = event.get('date');
      if (typeof stored === 'string' || typeof text !== 'string') continue;
      const day = parseFrenchDate(text);
      if (!day) {
        report.undated += 1;
        continue;
      }
      batch.update(event.ref, { startDate: day });
      changes += 1;
    }
    if (changes > 0) await batch.commit();
    report.written += changes;
    after = page.docs.at(-1);
    if (page.size < PAGE) return report;
  }
}
