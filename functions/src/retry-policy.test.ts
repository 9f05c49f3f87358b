import { describe, expect, it } from 'vitest';
import { RETRY_WITHIN_MS, worthRetrying } from './retry-policy';

const WRITTEN = '2026-11-29T10:00:00.000Z';
const after = (ms: number) => Date.parse(WRITTEN) + ms;
const grpc = (code: number) => Object.assign(new Error(`gRPC ${code}`), { code });

describe('worthRetrying', () => {
  it('runs a trigger again after Firestore was unavailable, too slow, busy or aborted', () => {
    for (const code of [4, 8, 10, 13, 14]) expect(worthRetrying(grpc(code), WRITTEN, after(1_000))).toBe(true);
  });

  it('drops a failure that would come back: bad data, refused, not found, or no gRPC code at all', () => {
    for (const error of [grpc(3), grpc(5), grpc(7), grpc(9), new TypeError('x is undefined'), 'oops', null])
      expect(worthRetrying(error, WRITTEN, after(1_000))).toBe(false);
  });

  it('stops running it again an hour after the write', () => {
    expect(worthRetrying(grpc(14), WRITTEN, after(RETRY_WITHIN_MS - 1))).toBe(true);
    expect(worthRetrying(grpc(14), WRITTEN, after(RETRY_WITHIN_MS))).toBe(false);
  });
});
