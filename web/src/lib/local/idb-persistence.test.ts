import 'fake-indexeddb/auto';
import { LocalStore } from '@comptoir/core';
import { describeDataPortContract } from '@comptoir/core/testing';
import { describe, expect, it } from 'vitest';
import { IdbPersistence } from './idb-persistence';

let run = 0;
describeDataPortContract('local driver (IndexedDB persistence)', async () => ({
  port: await LocalStore.open(await IdbPersistence.open(`contract-${(run += 1)}`)),
  root: 'contract/run',
}));

describe('IdbPersistence', () => {
  it('keeps documents, dates included, for the next visit', async () => {
    const first = await LocalStore.open(await IdbPersistence.open('reopen'));
    const at = new Date('2025-12-24T09:00:00Z');
    await first.set('sites/s/events/e', { title: 'Marché de Noël', at });
    const second = await LocalStore.open(await IdbPersistence.open('reopen'));
    await expect(second.get('sites/s/events/e')).resolves.toMatchObject({ data: { title: 'Marché de Noël', at } });
  });
});
