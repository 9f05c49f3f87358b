import { increment, serverTimestamp, toFirestoreData } from '@comptoir/core';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { ADMIN_FIELD_VALUES, fromAdminData } from './admin-values';

describe('admin values', () => {
  it('writes core field values as Admin SDK sentinels', () => {
    const data = toFirestoreData({ at: serverTimestamp(), nested: { count: increment(2) } }, ADMIN_FIELD_VALUES);
    expect(data.at).toEqual(FieldValue.serverTimestamp());
    expect((data.nested as Record<string, unknown>).count).toEqual(FieldValue.increment(2));
  });

  it('reads Admin SDK Timestamps back as Dates', () => {
    const at = new Date('2025-03-12T10:00:00.000Z');
    expect(fromAdminData({ at: Timestamp.fromDate(at), nested: { list: [Timestamp.fromDate(at)] } })).toEqual({
      at,
      nested: { list: [at] },
    });
  });
});
