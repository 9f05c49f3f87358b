import { momentIn } from '@comptoir/core';
import { seedDocuments, type SeedDocument } from '@comptoir/core/seed';
import { Timestamp } from 'firebase-admin/firestore';
import {
  SEED_PROJECT_ID,
  deleteDocuments,
  emulatorHosts,
  seedAccounts,
  seedFirestore,
  writeDocuments,
} from '../../../scripts/lib/seed-emulators';

/** The seed this test file last wrote, and when each document was last written from it. */
interface Baseline {
  readonly day: string;
  readonly documents: ReadonlyMap<string, SeedDocument>;
  readonly written: Map<string, Timestamp>;
}

let baseline: Baseline | undefined;

/** A time as the emulator's REST API writes it (« 2026-11-27T14:44:16.110689Z »). */
function timestampOf(text: string): Timestamp {
  const [whole = '', fraction = ''] = text.replace('Z', '').split('.');
  return new Timestamp(Date.parse(`${whole}Z`) / 1000, Number(fraction.padEnd(9, '0')));
}

/**
 * Every document in the database with the time it was last written, by path, subcollections included:
 * one query over all collections (a kindless one, as the SDKs' recursive delete makes), which only the
 * REST API offers. The emulator lets a request with the « owner » token past the rules.
 */
async function listEverything(): Promise<Map<string, Timestamp>> {
  const root = `projects/${SEED_PROJECT_ID}/databases/(default)/documents`;
  const response = await fetch(`http://${emulatorHosts().firestore}/v1/${root}:runQuery`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: { from: [{ allDescendants: true }], select: { fields: [{ fieldPath: '__name__' }] } },
    }),
  });
  if (!response.ok) throw new Error(`Listing the emulator's documents: ${response.status} ${await response.text()}`);
  const results = (await response.json()) as { document?: { name: string; updateTime: string } }[];
  return new Map(
    results.flatMap(({ document }) =>
      document ? [[document.name.slice(root.length + 1), timestampOf(document.updateTime)] as const] : [],
    ),
  );
}

/**
 * Puts the emulators back to the demo seed before an end-to-end test. The first test of a file (or the
 * first after midnight in Paris, the seed's dates being relative to its day) gets a full seed; later ones
 * only get back what the previous test changed: documents it wrote or deleted are written again from the
 * seed, documents it added are deleted. A full seed pauses the emulated triggers, as the sandbox loads its
 * content (the seed's leads send no mail; its published documents are written as they are); a restore
 * does not: resuming them registers every trigger again, seconds each time. What a restore rewrites
 * starts its triggers, whose rebuilds publish the seed's content again.
 */
export async function restoreSeed(now = new Date()): Promise<void> {
  await seedAccounts();
  const day = momentIn(now).date;
  if (!baseline || baseline.day !== day) {
    const documents = seedDocuments(now);
    const written = await seedFirestore(documents);
    baseline = { day, documents: new Map(documents.map((document) => [document.path, document])), written };
    return;
  }
  const { documents, written } = baseline;
  const present = await listEverything();
  const added = [...present.keys()].filter((path) => !documents.has(path));
  const changed = [...documents.values()].filter(({ path }) => {
    const [current, seeded] = [present.get(path), written.get(path)];
    return !current || !seeded || !current.isEqual(seeded);
  });
  await deleteDocuments(added);
  (await writeDocuments(changed)).forEach((time, path) => written.set(path, time));
}
