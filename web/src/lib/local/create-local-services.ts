import {
  LocalStore,
  indexesFileSchema,
  loggingMailer,
  type CallableName,
  type Callables,
  type Caller,
  type Mailer,
  type NewLeadEvent,
  type NewProspectEvent,
  type Persistence,
  type ReservationCreatedEvent,
  type ReservationUpdatedEvent,
  type OrderWrittenEvent,
} from '@comptoir/core';
import firestoreIndexes from '../../../../firestore.indexes.json';
import { LiveCache } from '../live-cache';
import type { Services } from '../services';
import { broadcastChangeChannel } from './broadcast-change-channel';
import { IdbPersistence } from './idb-persistence';
import { LocalAuth, SESSION_KEY } from './local-auth';
import { LocalFileStorage } from './local-file-storage';
import { LOCAL_AUDIENCE_READY } from '../audience/sandbox-sink';
import type { LocalBackend } from './local-functions';
import { registerLocalTriggers } from './local-triggers';
import { keptAcrossPages } from './pending-publishes';
import { addScaleSeed, ensureSeeded, reseed } from './seed-store';

export interface LocalServicesOptions {
  persistence?: Persistence;
  storage?: Storage;
  now?: () => Date;
  /** Tests may start from an empty store. */
  seed?: boolean;
}

const INDEXES = indexesFileSchema.parse(firestoreIndexes);

/**
 * A query production Firestore would refuse for want of a composite index fails here too, and
 * also as an uncaught error, so that every component and end-to-end test of a screen making such
 * a query fails — with the index to add to firestore.indexes.json in the message.
 */
function reportMissingIndex(error: Error): void {
  setTimeout(() => {
    throw error;
  });
}

/** Nothing leaves the browser: notification and test emails are written to the console. */
const sandboxMailer: Mailer = loggingMailer((email) =>
  console.info(`Email non envoyé (mode démo) à ${email.to.join(', ')}\u00a0: ${email.subject}`),
);

/**
 * The sandbox's stand-in for Cloud Functions (callables and the lead triggers) is fetched the first
 * time it is needed: the public pages' first load does not carry it.
 */
function lazyBackend(store: LocalStore, currentCaller: () => Promise<Caller | null>) {
  let backend: Promise<LocalBackend> | undefined;
  const load = () =>
    (backend ??= import('./local-functions').then((module) =>
      module.createLocalBackend(store, currentCaller, sandboxMailer),
    ));
  return {
    functions: {
      call: async <N extends CallableName>(name: N, input: Callables[N]['input']) =>
        (await load()).functions.call(name, input),
    },
    notify: async (event: NewLeadEvent) => (await load()).notify(event),
    notifyProspect: async (event: NewProspectEvent) => (await load()).notifyProspect(event),
    acknowledgeReservation: async (event: ReservationCreatedEvent) => (await load()).acknowledgeReservation(event),
    reservationUpdated: async (event: ReservationUpdatedEvent) => (await load()).reservationUpdated(event),
    orderWritten: async (event: OrderWrittenEvent) => (await load()).orderWritten(event),
    forgetLead: async (siteId: string, leadId: string) => (await load()).forgetLead(siteId, leadId),
    republish: async (siteId: string, changedAt: Date) => (await load()).republish(siteId, changedAt),
    refreshSearchKeys: async (siteId: string) => (await load()).refreshSearchKeys(siteId),
  };
}

/** Sandbox mode: every port served from the browser, seeded with the demo content on first visit. */
export async function createLocalServices(options: LocalServicesOptions = {}): Promise<Services> {
  const persistence = options.persistence ?? (await IdbPersistence.open());
  const channel = options.persistence ? undefined : broadcastChangeChannel();
  const store = await LocalStore.open(persistence, {
    ...(channel ? { channel } : {}),
    ...(options.now ? { now: options.now } : {}),
    indexes: INDEXES,
    onMissingIndex: reportMissingIndex,
  });
  if (options.seed !== false) await ensureSeeded(store, options.now?.() ?? new Date());
  const sessionStorage = options.storage ?? localStorage;
  const auth = new LocalAuth(store, sessionStorage);
  const backend = lazyBackend(store, () => auth.currentCaller());
  const republish = keptAcrossPages(backend.republish, sessionStorage);
  registerLocalTriggers(store, { ...backend, republish }, options.now);
  republish.resume(options.now?.() ?? new Date());
  // The pages' audience beacons (lib/audience) are counted here, in the local store.
  if (typeof window !== 'undefined') {
    window.comptoirAudience = (body) =>
      void import('./count-locally').then(({ countLocally }) => countLocally(store, body)).catch(console.error);
    window.dispatchEvent(new Event(LOCAL_AUDIENCE_READY));
  }
  return {
    mode: 'sandbox',
    db: store,
    auth,
    functions: backend.functions,
    storage: new LocalFileStorage(),
    live: new LiveCache(),
    resetSandbox: async () => {
      await reseed(store, new Date());
      sessionStorage.removeItem(SESSION_KEY);
      await auth.refreshSession();
    },
    loadScaleSeed: () => addScaleSeed(store, new Date()),
  };
}
