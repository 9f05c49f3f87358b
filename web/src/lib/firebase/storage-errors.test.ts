import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { toStorageError, uploadFraction } from './storage-errors';

describe('toStorageError', () => {
  it('explains a refused upload in French', () => {
    expect(toStorageError(new FirebaseError('storage/unauthorized', 'x')).message).toMatch(/^Envoi refusé/);
    expect(toStorageError(new FirebaseError('storage/canceled', 'x')).message).toBe('Envoi annulé.');
  });

  it('falls back to a generic message and keeps the cause', () => {
    const original = new Error('boom');
    const error = toStorageError(original);
    expect(error.message).toBe('L’envoi du fichier a échoué. Réessayez.');
    expect(error.cause).toBe(original);
  });
});

describe('uploadFraction', () => {
  it('gives the share sent, between 0 and 1', () => {
    expect(uploadFraction(0, 200)).toBe(0);
    expect(uploadFraction(50, 200)).toBe(0.25);
    expect(uploadFraction(200, 200)).toBe(1);
    expect(uploadFraction(0, 0)).toBe(0);
  });
});
