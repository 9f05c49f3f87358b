import { describe, expect, it } from 'vitest';
import { NotFoundError, type Doc } from '../port/data-port';
import { increment } from '../port/field-values';
import { FirestoreWrites, type SdkWriter, type WriteSdk } from './writes';

const stored: Doc = { id: '1', path: 'a/1', data: { n: 1 } };

/** An SDK whose writers record their calls; references are the paths with a prefix, snapshots are documents. */
function fakeSdk() {
  const calls: unknown[][] = [];
  const writer = <Result>(name: string, result: Result): SdkWriter<string, Result> => ({
    set: (...args) => (calls.push([`${name}.set`, ...args]), result),
    update: (...args) => (calls.push([`${name}.update`, ...args]), result),
    delete: (...args) => (calls.push([`${name}.delete`, ...args]), result),
  });
  const sdk: WriteSdk<string, Doc | undefined> = {
    ref: (path) => `ref:${path}`,
    fieldValues: { serverTimestamp: () => 'now', increment: (by) => `+${by}` },
    read: (snapshot) => snapshot ?? null,
    writer: writer('doc', Promise.resolve()),
    add: async (collectionPath, data) => (calls.push(['add', collectionPath, data]), { id: 'new' }),
    batch: () => ({ ...writer('batch', undefined), commit: async () => void calls.push(['batch.commit']) }),
    runTransaction: (update, options) => {
      calls.push(['runTransaction', options]);
      return update({ ...writer('tx', undefined), get: async (ref) => (ref === 'ref:a/1' ? stored : undefined) });
    },
    isNotFound: (error) => error === 'missing',
  };
  return { calls, sdk };
}

describe('FirestoreWrites', () => {
  it('writes one document at a time with references and the SDK sentinels', async () => {
    const { calls, sdk } = fakeSdk();
    const writes = new FirestoreWrites(sdk);
    await writes.set('a/1', { n: increment(1) });
    await writes.set('a/2', { n: 1 }, { merge: true });
    await writes.update('a/3', { 'map.n': increment(2) });
    await writes.remove('a/4');
    await expect(writes.add('a', { at: increment(3) })).resolves.toBe('new');
    expect(calls).toEqual([
      ['doc.set', 'ref:a/1', { n: '+1' }, { merge: false }],
      ['doc.set', 'ref:a/2', { n: 1 }, { merge: true }],
      ['doc.update', 'ref:a/3', { 'map.n': '+2' }],
      ['doc.delete', 'ref:a/4'],
      ['add', 'a', { at: '+3' }],
    ]);
  });

  it("reports the SDK's not found on update as NotFoundError, and other errors as they are", async () => {
    const { sdk } = fakeSdk();
    const failing = (error: unknown) =>
      new FirestoreWrites({ ...sdk, writer: { ...sdk.writer, update: () => Promise.reject(error) } });
    await expect(failing('missing').update('a/1', {})).rejects.toBeInstanceOf(NotFoundError);
    await expect(failing('offline').update('a/1', {})).rejects.toBe('offline');
  });

  it('applies every write of a batch in order, then commits it', async () => {
    const { calls, sdk } = fakeSdk();
    await new FirestoreWrites(sdk).batch([
      { kind: 'set', path: 'a/1', data: { n: increment(1) } },
      { kind: 'set', path: 'a/2', data: { n: 2 }, options: { merge: true } },
      { kind: 'update', path: 'a/3', patch: { n: 3 } },
      { kind: 'remove', path: 'a/4' },
    ]);
    expect(calls).toEqual([
      ['batch.set', 'ref:a/1', { n: '+1' }, { merge: false }],
      ['batch.set', 'ref:a/2', { n: 2 }, { merge: true }],
      ['batch.update', 'ref:a/3', { n: 3 }],
      ['batch.delete', 'ref:a/4'],
      ['batch.commit'],
    ]);
  });

  it('makes no batch for no writes', async () => {
    const { sdk } = fakeSdk();
    await new FirestoreWrites({ ...sdk, batch: () => expect.fail('no batch expected') }).batch([]);
  });

  it('runs a transaction with 10 attempts, reading documents and writing through the SDK transaction', async () => {
    const { calls, sdk } = fakeSdk();
    const result = await new FirestoreWrites(sdk).transaction(async (tx) => {
      const found = await tx.get('a/1');
      const missing = await tx.get('a/2');
      const given = [
        tx.set('a/1', { n: increment(1) }),
        tx.set('a/2', { n: 2 }, { merge: true }),
        tx.update('a/1', { n: 2 }),
        tx.remove('a/3'),
      ];
      return { found, missing, given };
    });
    expect(result).toEqual({ found: stored, missing: null, given: [undefined, undefined, undefined, undefined] });
    expect(calls).toEqual([
      ['runTransaction', { maxAttempts: 10 }],
      ['tx.set', 'ref:a/1', { n: '+1' }, { merge: false }],
      ['tx.set', 'ref:a/2', { n: 2 }, { merge: true }],
      ['tx.update', 'ref:a/1', { n: 2 }],
      ['tx.delete', 'ref:a/3'],
    ]);
  });
});
