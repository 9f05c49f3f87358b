import { increment, serverTimestamp } from '@comptoir/core';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { fromAdminData, toAdminData } from './admin-values';

describe('admin values', () => {
  it('turns core field values into Admin SDK sentinels at any depth', () => {
    const data = toAdminData({ at: serverTimestamp(), nested: { count: increment(2) }, list: [1], date: new Date(0) });
    expect(data.at).toEqual(FieldValue.serverTimestamp());
    expect((data.nested as Record<string, unknown>).count).toEqual(FieldValue.increment(2));
    expect(data.list).toEqual([1]);
    expect(data.date).toEqual(new Date(0));
  });

  it('reads Timestamps back as Dates, in maps and lists too', () => {
    const at = new Date('2025-03-12T10:00:00.000Z');
    expect(
      fromAdminData({ at: Timestamp.fromDate(at), nested: { list: [Timestamp.fromDate(at)] }, text: 'miel' }),
    ).toEqual({ at, nested: { list: [at] }, text: 'miel' });
  });
});
