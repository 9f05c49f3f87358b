import { describe, expect, it } from 'vitest';
import { increment, serverTimestamp } from '../port/field-values';
import { fromFirestoreData, snapshotDoc, toFirestoreData } from './values';

/** An SDK's Timestamp, as the conversion sees it. */
class FakeTimestamp {
  constructor(private readonly date: Date) {}
  toDate(): Date {
    return new Date(this.date);
  }
}

/** An SDK's sentinels, told apart by what made them. */
const FIELD_VALUES = {
  serverTimestamp: () => ({ sentinel: 'serverTimestamp' }),
  increment: (by: number) => ({ sentinel: 'increment', by }),
};

const at = new Date('2025-03-12T10:00:00.000Z');

describe('toFirestoreData', () => {
  it('turns core field values into the SDK sentinels at any depth', () => {
    const data = toFirestoreData(
      { at: serverTimestamp(), stats: { views: increment(2) }, list: [{ n: increment(1) }] },
      FIELD_VALUES,
    );
    expect(data).toEqual({
      at: { sentinel: 'serverTimestamp' },
      stats: { views: { sentinel: 'increment', by: 2 } },
      list: [{ n: { sentinel: 'increment', by: 1 } }],
    });
  });

  it('leaves plain values, dates, null and class instances as they are', () => {
    const stamp = new FakeTimestamp(at);
    const data = { title: 'Miel', price: 4.5, tags: ['bio'], at, none: null, map: { ok: true }, stamp };
    const written = toFirestoreData(data, FIELD_VALUES);
    expect(written).toEqual(data);
    expect(written.at).toBe(at);
    expect(written.stamp).toBe(stamp);
  });

  it('does not change the data it is given', () => {
    const data = { stats: { views: increment(1) } };
    toFirestoreData(data, FIELD_VALUES);
    expect(data.stats.views).toEqual(increment(1));
  });
});

describe('fromFirestoreData', () => {
  it('turns timestamps into dates in fields, maps and arrays', () => {
    const stamp = new FakeTimestamp(at);
    const data = fromFirestoreData(
      { at: stamp, nested: { at: stamp }, days: [{ at: stamp }, stamp], name: 'Brie' },
      FakeTimestamp,
    );
    expect(data).toEqual({ at, nested: { at }, days: [{ at }, at], name: 'Brie' });
    expect(data.at).toBeInstanceOf(Date);
  });

  it('reads only the timestamps of the class it is given', () => {
    class OtherTimestamp extends FakeTimestamp {}
    const other = { toDate: () => at };
    expect(fromFirestoreData({ at: other }, OtherTimestamp)).toEqual({ at: other });
  });

  it('keeps null, numbers, strings and booleans', () => {
    expect(fromFirestoreData({ a: null, b: 0, c: '', d: false }, FakeTimestamp)).toEqual({
      a: null,
      b: 0,
      c: '',
      d: false,
    });
  });
});

describe('snapshotDoc', () => {
  const snapshot = { id: 'a', ref: { path: 'sites/s/items/a' } };

  it('gives the id, the path and the data, timestamps as dates', () => {
    expect(snapshotDoc(snapshot, { at: new FakeTimestamp(at), n: 1 }, FakeTimestamp)).toEqual({
      id: 'a',
      path: 'sites/s/items/a',
      data: { at, n: 1 },
    });
  });

  it('gives empty data when the SDK gives none', () => {
    expect(snapshotDoc(snapshot, undefined, FakeTimestamp).data).toEqual({});
  });
});
