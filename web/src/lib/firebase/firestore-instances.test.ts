import { deleteApp, initializeApp } from 'firebase/app';
import { getFirestore as getFullFirestore } from 'firebase/firestore';
import { getFirestore as getLiteFirestore } from 'firebase/firestore/lite';
import { afterEach, describe, expect, it } from 'vitest';
import type { FirebaseTarget } from './app';
import { FirestoreDriver, openFirestore } from './firestore-driver';
import { FirestoreLiteReader, openFirestoreLite } from './firestore-lite-reader';

describe('Firestore Lite and the full SDK on one app', () => {
  let target: FirebaseTarget;
  afterEach(() => deleteApp(target.app));

  it('sets both up, each with its own instance, when both open on one app', () => {
    target = { app: initializeApp({ projectId: 'demo-comptoir', apiKey: 'demo-key' }, 'both'), emulators: true };
    expect(openFirestoreLite(target)).toBeInstanceOf(FirestoreLiteReader);
    expect(openFirestore(target)).toBeInstanceOf(FirestoreDriver);
    const lite = getLiteFirestore(target.app);
    const full = getFullFirestore(target.app);
    expect(lite).not.toBe(full);
    expect([lite.type, full.type]).toEqual(['firestore-lite', 'firestore']);
  });
});
