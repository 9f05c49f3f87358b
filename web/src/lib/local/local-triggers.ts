import type { LeadKind, LocalStore, NewLeadEvent, NewProspectEvent, Unsubscribe } from '@comptoir/core';

const LEAD_PATH = /^sites\/([^/]+)\/(quoteRequests|contactMessages)\/[^/]+$/;
const PROSPECT_PATH = /^prospects\/[^/]+$/;
const KINDS: Record<string, LeadKind> = { quoteRequests: 'quoteRequest', contactMessages: 'contactMessage' };

export interface LocalTriggerHandlers {
  notify(event: NewLeadEvent): Promise<unknown>;
  notifyProspect(event: NewProspectEvent): Promise<unknown>;
}

const report = (error: unknown) => console.error('Notification de nouveau contact échouée', error);

/**
 * The sandbox's Firestore triggers: a quote request, contact message or shop's request created
 * through this store runs the same notification operation as onQuoteRequestCreated,
 * onContactMessageCreated and onProspectCreated, so the notification is recorded exactly as in the
 * emulators (status 'logged').
 */
export function registerLocalTriggers(store: LocalStore, handlers: LocalTriggerHandlers): Unsubscribe {
  return store.onCommit((changes) => {
    // Loading the demo content (first visit, "Réinitialiser la démo") is not new mail.
    if (changes.some((change) => change.path.startsWith('_sandbox/'))) return;
    for (const change of changes) {
      if (change.before || !change.after) continue;
      if (PROSPECT_PATH.test(change.path)) {
        handlers.notifyProspect({ eventId: store.newId(), data: change.after }).catch(report);
        continue;
      }
      const match = LEAD_PATH.exec(change.path);
      const kind = match ? KINDS[match[2] ?? ''] : undefined;
      if (!match?.[1] || !kind) continue;
      handlers.notify({ siteId: match[1], kind, eventId: store.newId(), data: change.after }).catch(report);
    }
  });
}
