import { increment as coreIncrement, serverTimestamp as coreServerTimestamp } from '@comptoir/core';
import { Timestamp, increment, serverTimestamp, type FieldValue } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { fromFirestoreData, toFirestoreData } from './firestore-values';

const sentinel = (value: unknown) => value as FieldValue;

describe('toFirestoreData', () => {
  it('turns core field values into Firestore sentinels at any depth', () => {
    const data = toFirestoreData({
      at: coreServerTimestamp(),
      stats: { views: coreIncrement(2) },
      list: [{ n: coreIncrement(1) }],
    });
    expect(sentinel(data.at).isEqual(serverTimestamp())).toBe(true);
    expect(sentinel((data.stats as Record<string, unknown>).views).isEqual(increment(2))).toBe(true);
    expect(sentinel((data.list as Record<string, unknown>[])[0]?.n).isEqual(increment(1))).toBe(true);
  });

  it('leaves plain values, dates and null as they are', () => {
    const at = new Date('2025-03-12T10:00:00.000Z');
    expect(toFirestoreData({ title: 'Miel', price: 4.5, tags: ['bio'], at, none: null, map: { ok: true } })).toEqual({
      title: 'Miel',
      price: 4.5,
      tags: ['bio'],
      at,
      none: null,
      map: { ok: true },
    });
  });

  it('does not change the data it is given', () => {
    const data = { stats: { views: coreIncrement(1) } };
    toFirestoreData(data);
    expect(data.stats.views).toEqual(coreIncrement(1));
  });
});

describe('fromFirestoreData', () => {
  it('turns timestamps into dates in fields, maps and arrays', () => {
    const at = new Date('2025-03-12T10:00:00.000Z');
    const stamp = Timestamp.fromDate(at);
    const data = fromFirestoreData({ at: stamp, nested: { at: stamp }, days: [{ at: stamp }, stamp], name: 'Brie' });
    expect(data).toEqual({ at, nested: { at }, days: [{ at }, at], name: 'Brie' });
    expect(data.at).toBeInstanceOf(Date);
  });

  it('keeps null, numbers and strings', () => {
    expect(fromFirestoreData({ a: null, b: 0, c: '', d: false })).toEqual({ a: null, b: 0, c: '', d: false });
  });
});
