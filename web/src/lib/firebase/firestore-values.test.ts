import { increment as coreIncrement, serverTimestamp as coreServerTimestamp } from '@comptoir/core';
import { Timestamp, increment, serverTimestamp, type FieldValue } from 'firebase/firestore';
import { Timestamp as LiteTimestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { fromFirestoreData, toFirestoreData } from './firestore-values';

const FIELD_VALUES = { serverTimestamp, increment };
const sentinel = (value: unknown) => value as FieldValue;

describe('toFirestoreData', () => {
  it('turns core field values into Firestore sentinels at any depth', () => {
    const data = toFirestoreData(
      { at: coreServerTimestamp(), stats: { views: coreIncrement(2) }, list: [{ n: coreIncrement(1) }] },
      FIELD_VALUES,
    );
    expect(sentinel(data.at).isEqual(serverTimestamp())).toBe(true);
    expect(sentinel((data.stats as Record<string, unknown>).views).isEqual(increment(2))).toBe(true);
    expect(sentinel((data.list as Record<string, unknown>[])[0]?.n).isEqual(increment(1))).toBe(true);
  });

  it('leaves plain values, dates and null as they are', () => {
    const at = new Date('2025-03-12T10:00:00.000Z');
    const data = { title: 'Miel', price: 4.5, tags: ['bio'], at, none: null, map: { ok: true } };
    expect(toFirestoreData(data, FIELD_VALUES)).toEqual({
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
    toFirestoreData(data, FIELD_VALUES);
    expect(data.stats.views).toEqual(coreIncrement(1));
  });
});

describe('fromFirestoreData', () => {
  const at = new Date('2025-03-12T10:00:00.000Z');

  it('turns timestamps into dates in fields, maps and arrays', () => {
    const stamp = Timestamp.fromDate(at);
    const data = fromFirestoreData(
      { at: stamp, nested: { at: stamp }, days: [{ at: stamp }, stamp], name: 'Brie' },
      Timestamp,
    );
    expect(data).toEqual({ at, nested: { at }, days: [{ at }, at], name: 'Brie' });
    expect(data.at).toBeInstanceOf(Date);
  });

  it('reads Firestore Lite timestamps with the Lite class, which the full SDK class does not match', () => {
    const stamp = LiteTimestamp.fromDate(at);
    expect(stamp).not.toBeInstanceOf(Timestamp);
    expect(fromFirestoreData({ at: stamp }, LiteTimestamp)).toEqual({ at });
  });

  it('keeps null, numbers and strings', () => {
    expect(fromFirestoreData({ a: null, b: 0, c: '', d: false }, Timestamp)).toEqual({
      a: null,
      b: 0,
      c: '',
      d: false,
    });
  });
});
