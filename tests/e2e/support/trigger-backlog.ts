import { getFirestore } from 'firebase-admin/firestore';
import { openSeedApp } from '../../../scripts/lib/seed-emulators';

/** A shop that exists only for this probe; the next test's restore deletes what it leaves. */
const PROBE_SITE = 'trigger-probe';
const WAIT_MS = 180_000;

/**
 * Waits until the Firestore emulator has sent the Functions emulator every event written so far.
 * It sends them one after the other, also while the triggers are paused (they are then dropped),
 * and once more for each earlier pause: after thousands of writes, the triggers of the next write
 * start tens of seconds late. A probe request is written; once its trigger has logged its
 * notification, the events before it have gone by.
 */
export async function triggersCaughtUp(): Promise<void> {
  const site = getFirestore(openSeedApp()).doc(`sites/${PROBE_SITE}`);
  const probe = site.collection('quoteRequests').doc();
  await probe.set({ probe: true });
  const logged = site.collection('notifications').where('leadId', '==', probe.id).limit(1);
  for (const deadline = Date.now() + WAIT_MS; Date.now() < deadline;) {
    if (!(await logged.get()).empty) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The Functions emulator did not run the probe's trigger within ${WAIT_MS / 1000} s`);
}
