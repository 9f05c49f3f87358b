import { describe, expect, it, vi } from 'vitest';
import { republish } from './publish-site';

const failing = (error: unknown) => ({ request: vi.fn(() => Promise.reject(error)) });
const grpc = (code: number) => Object.assign(new Error(`gRPC ${code}`), { code });

describe('republish', () => {
  it('asks the publisher for the site at the write’s time', async () => {
    const publisher = { request: vi.fn(() => Promise.resolve()) };
    await republish(publisher, 'epicerie-du-marche', '2026-11-29T10:00:00.000Z');
    expect(publisher.request).toHaveBeenCalledWith('epicerie-du-marche', new Date('2026-11-29T10:00:00.000Z'));
  });

  it('fails the trigger, to be run again, when Firestore was unavailable a moment ago', async () => {
    const error = grpc(14);
    await expect(republish(failing(error), 'epicerie-du-marche', new Date().toISOString())).rejects.toBe(error);
  });

  it('ends quietly on a failure another attempt would meet again', async () => {
    await expect(
      republish(failing(new TypeError('bad data')), 'epicerie-du-marche', new Date().toISOString()),
    ).resolves.toBeUndefined();
  });
});
