import type { LeadKind, LocalStore, NewLeadEvent, Unsubscribe } from '@comptoir/core';

const LEAD_PATH = /^sites\/([^/]+)\/(quoteRequests|contactMessages)\/[^/]+$/;
const KINDS: Record<string, LeadKind> = { quoteRequests: 'quoteRequest', contactMessages: 'contactMessage' };

/**
 * The sandbox's Firestore triggers: a quote request or contact message created through this
 * store runs the same notification operation as onQuoteRequestCreated / onContactMessageCreated,
 * so sites/{siteId}/notifications/{id} is recorded exactly as in the emulators (status 'logged').
 */
export function registerLocalTriggers(
  store: LocalStore,
  notify: (event: NewLeadEvent) => Promise<unknown>,
): Unsubscribe {
  return store.onCommit((changes) => {
    // Loading the demo content (first visit, "Réinitialiser la démo") is not new mail.
    if (changes.some((change) => change.path.startsWith('_sandbox/'))) return;
    for (const change of changes) {
      const match = LEAD_PATH.exec(change.path);
      const kind = match ? KINDS[match[2] ?? ''] : undefined;
      if (!match?.[1] || !kind || change.before || !change.after) continue;
      const event = { siteId: match[1], kind, eventId: store.newId(), data: change.after };
      notify(event).catch((error: unknown) => console.error('Notification de nouveau contact échouée', error));
    }
  });
}
