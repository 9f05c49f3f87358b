import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
import { triggersCaughtUp } from './trigger-backlog';

/** The seed the run last wrote, and when each document was last written from it. */
interface Baseline {
  readonly day: string;
  readonly written: Map<string, Timestamp>;
}

/**
 * Where the run keeps its baseline between test files (they run one after the other on the
 * emulators, each in a process of its own): one full seed for the whole run, not one per file.
 */
const BASELINE_FILE = join(tmpdir(), 'comptoir-e2e-seed-baseline.json');

/** A new run starts from a full seed (the end-to-end setup calls this). */
export function forgetSeedBaseline(): void {
  rmSync(BASELINE_FILE, { force: true });
}

function readBaseline(): Baseline | undefined {
  if (!existsSync(BASELINE_FILE)) return undefined;
  const { day, written } = JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as {
    day: string;
    written: [string, number, number][];
  };
  return { day, written: new Map(written.map(([path, seconds, nanos]) => [path, new Timestamp(seconds, nanos)])) };
}

function keepBaseline({ day, written }: Baseline): void {
  const entries = [...written].map(([path, time]) => [path, time.seconds, time.nanoseconds]);
  writeFileSync(BASELINE_FILE, JSON.stringify({ day, written: entries }));
}

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
 * Puts the emulators back to the demo seed before an end-to-end test. The run's first test (or the
 * first after midnight in Paris, the seed's dates being relative to its day) gets a full seed; later
 * ones, whatever their file, only get back what the tests before changed: documents written or
 * deleted are written again from the seed, documents added are deleted. A full seed pauses the
 * emulated triggers, as the sandbox loads its content (the seed's leads send no mail; its published
 * documents are written as they are), then waits until its writes' events have gone by; a restore
 * does not pause them: resuming them registers every trigger again, seconds each time. What a
 * restore rewrites starts its triggers, whose rebuilds publish the seed's content again.
 */
export async function restoreSeed(now = new Date()): Promise<void> {
  await seedAccounts();
  const day = momentIn(now).date;
  const documents = seedDocuments(now);
  const baseline = readBaseline();
  if (!baseline || baseline.day !== day) {
    keepBaseline({ day, written: await seedFirestore(documents) });
    await triggersCaughtUp();
    return;
  }
  const { written } = baseline;
  const seeded = new Map<string, SeedDocument>(documents.map((document) => [document.path, document]));
  const present = await listEverything();
  const added = [...present.keys()].filter((path) => !seeded.has(path));
  const changed = documents.filter(({ path }) => {
    const [current, writtenAt] = [present.get(path), written.get(path)];
    return !current || !writtenAt || !current.isEqual(writtenAt);
  });
  await deleteDocuments(added);
  (await writeDocuments(changed)).forEach((time, path) => written.set(path, time));
  keepBaseline(baseline);
}
