import {
  fromFirestoreData,
  toFirestoreData,
  increment as coreIncrement,
  serverTimestamp as coreServerTimestamp,
} from '@comptoir/core';
import { Timestamp, increment, serverTimestamp, type FieldValue } from 'firebase/firestore';
import { Timestamp as LiteTimestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';

const sentinel = (value: unknown) => value as FieldValue;

describe('the web SDKs under the core value conversion', () => {
  it('writes core field values as the full SDK sentinels', () => {
    const data = toFirestoreData(
      { at: coreServerTimestamp(), stats: { views: coreIncrement(2) } },
      { serverTimestamp, increment },
    );
    expect(sentinel(data.at).isEqual(serverTimestamp())).toBe(true);
    expect(sentinel((data.stats as Record<string, unknown>).views).isEqual(increment(2))).toBe(true);
  });

  it('reads Firestore Lite timestamps with the Lite class, which the full SDK class does not match', () => {
    const at = new Date('2025-03-12T10:00:00.000Z');
    const stamp = LiteTimestamp.fromDate(at);
    expect(stamp).not.toBeInstanceOf(Timestamp);
    expect(fromFirestoreData({ at: stamp }, Timestamp)).toEqual({ at: stamp });
    expect(fromFirestoreData({ at: stamp }, LiteTimestamp)).toEqual({ at });
    expect(fromFirestoreData({ at: Timestamp.fromDate(at) }, Timestamp)).toEqual({ at });
  });
});
