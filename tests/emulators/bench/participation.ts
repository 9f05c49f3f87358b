// Benchmark (not a test): N visitors join one event at the same moment. Prints, per N, the time
// until every join settled, the final count and the failures, measured two ways:
//  - "operation": the participation operation run N times at once on the Admin SDK against the
//    Firestore emulator, as Cloud Functions instances run it in production;
//  - "callable": N anonymous clients calling toggleEventParticipation through the Functions
//    emulator, which starts one worker process per concurrent request (its warm-up is shown apart).
// Run by `npm run bench:participation [-- 20 100]` (it starts the emulators).
import { toggleEventParticipation } from '@comptoir/core';
import { AdminDataPort } from '../../../functions/src/admin-data-port';
import { admin, browserClient, closeClients } from '../support/clients';

const SITE = 'bench-participation';
const EVENT = `sites/${SITE}/events/soiree`;
const input = (participate: boolean) => ({ siteId: SITE, eventId: 'soiree', participate });

async function resetEvent(): Promise<void> {
  const { db } = admin();
  await db.recursiveDelete(db.doc(`sites/${SITE}`));
  await db.doc(`sites/${SITE}`).set({ name: 'Bench', ownerId: null, createdAt: new Date(), updatedAt: new Date() });
  await db.doc(EVENT).set({ title: 'Soirée', participationCount: 0 });
}

/** Runs the calls at once; returns seconds until all settled, the final count and the failures. */
async function measure(calls: (() => Promise<unknown>)[]): Promise<string> {
  const started = performance.now();
  const outcomes = await Promise.allSettled(calls.map((call) => call()));
  const seconds = (performance.now() - started) / 1000;
  const { db } = admin();
  const count = String((await db.doc(EVENT).get()).get('participationCount'));
  const markers = (await db.collection(`${EVENT}/participants`).count().get()).data().count;
  const failures = new Map<string, number>();
  for (const outcome of outcomes) {
    if (outcome.status === 'fulfilled') continue;
    const reason = outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason);
    failures.set(reason, (failures.get(reason) ?? 0) + 1);
  }
  const failed = [...failures].map(([reason, times]) => `${times} × ${reason.slice(0, 80)}`).join('; ') || '0';
  return `${seconds.toFixed(1)} s | ${count} | ${markers} | ${failed}`;
}

async function operationRound(visitors: number): Promise<string> {
  await resetEvent();
  const port = new AdminDataPort(admin().db);
  const callers = Array.from({ length: visitors }, (_, i) => ({
    uid: `visitor-${i}`,
    role: 'user' as const,
    isAnonymous: true,
  }));
  return measure(callers.map((caller) => () => toggleEventParticipation(port, caller, input(true))));
}

async function callableRound(visitors: number): Promise<string> {
  await resetEvent();
  const clients = Array.from({ length: visitors }, () => browserClient());
  await Promise.all(clients.map((client) => client.signInAnonymously()));
  // A burst of "leave" calls (nothing to leave) first, so that the emulator's workers are started.
  const warmUp = performance.now();
  await Promise.allSettled(clients.map((client) => client.call('toggleEventParticipation', input(false))));
  const warmUpSeconds = ((performance.now() - warmUp) / 1000).toFixed(1);
  const joins = await measure(clients.map((client) => () => client.call('toggleEventParticipation', input(true))));
  await closeClients();
  return `${joins} | warm-up ${warmUpSeconds} s`;
}

const sizes = process.argv.slice(2).map(Number).filter(Boolean);
console.log('| path | visitors | all settled after | participationCount | markers | failed | note |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const visitors of sizes.length ? sizes : [20, 100]) {
  console.log(`| operation | ${visitors} | ${await operationRound(visitors)} | |`);
  console.log(`| callable | ${visitors} | ${await callableRound(visitors)} |`);
}
process.exit(0);
