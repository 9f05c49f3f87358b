import {
  changesSiteKeys,
  onlySearchKeysChanged,
  publishedPlace,
  sitesOfDomainWrite,
  type CommittedChange,
  type LeadKind,
  type LocalStore,
  type NewLeadEvent,
  type NewProspectEvent,
  type ReservationCreatedEvent,
  type ReservationUpdatedEvent,
  type OrderWrittenEvent,
  type Unsubscribe,
} from '@comptoir/core';

const LEAD_PATH = /^sites\/([^/]+)\/(quoteRequests|contactMessages|reservations)\/([^/]+)$/;
const ORDER_PATH = /^sites\/([^/]+)\/orders\/([^/]+)$/;
const PROSPECT_PATH = /^prospects\/[^/]+$/;
const SITE_PATH = /^sites\/([^/]+)$/;
const DOMAIN_PATH = /^domains\/[^/]+$/;
const KINDS: Record<string, LeadKind> = {
  quoteRequests: 'quoteRequest',
  contactMessages: 'contactMessage',
  reservations: 'reservation',
};

export interface LocalTriggerHandlers {
  notify(event: NewLeadEvent): Promise<unknown>;
  notifyProspect(event: NewProspectEvent): Promise<unknown>;
  /** What onReservationCreated does after the merchant's email: the customer's acknowledgement. */
  acknowledgeReservation(event: ReservationCreatedEvent): Promise<unknown>;
  /** What onReservationUpdated does. */
  reservationUpdated(event: ReservationUpdatedEvent): Promise<unknown>;
  /** What onOrderWritten does: the customer's confirmation or cancellation email. */
  orderWritten(event: OrderWrittenEvent): Promise<unknown>;
  /** What onQuoteRequestDeleted / onContactMessageDeleted do. */
  forgetLead(siteId: string, leadId: string): Promise<unknown>;
  /** What the publish-* triggers do. */
  republish(siteId: string, changedAt: Date): Promise<unknown>;
  /** What the searchKeys-* triggers do. */
  refreshSearchKeys(siteId: string): Promise<unknown>;
}

const report = (error: unknown) => console.error('Notification de nouveau contact échouée', error);
const reportForget = (error: unknown) => console.error('Journal de notification non supprimé', error);
const reportPublish = (error: unknown) => console.error('Pages publiques non mises à jour', error);
const reportKeys = (error: unknown) => console.error('Clés de recherche du site non mises à jour', error);

/** The sites whose public documents changed (the site, its pages, content or catalogue). */
function sitesToRepublish(changes: readonly CommittedChange[]): Set<string> {
  const sites = new Set<string>();
  for (const { path, before, after } of changes) {
    const place = path.split('/').length % 2 === 0 ? publishedPlace(path) : null;
    if (place && !(SITE_PATH.test(path) && onlySearchKeysChanged(before ?? undefined, after ?? undefined)))
      sites.add(place.siteId);
  }
  return sites;
}

/** The sites whose search keys a change may move: a site created or renamed, a domain written. */
function sitesToRekey(changes: readonly CommittedChange[]): Set<string> {
  const sites = new Set<string>();
  for (const { path, before, after } of changes) {
    const siteId = SITE_PATH.exec(path)?.[1];
    if (siteId && changesSiteKeys(before ?? undefined, after ?? undefined)) sites.add(siteId);
    if (DOMAIN_PATH.test(path))
      sitesOfDomainWrite(before ?? undefined, after ?? undefined).forEach((id) => sites.add(id));
  }
  return sites;
}

/**
 * The sandbox's Firestore triggers: a quote request, contact message, reservation or shop's
 * request created through this store runs the same notification operation as its creation
 * function, so the notification is recorded exactly as in the emulators (status 'logged'); a
 * reservation also emails its customer, on creation and when its status changes; a deleted lead
 * takes its notification logs along; a change to a site's public documents rebuilds its published
 * ones.
 */
export function registerLocalTriggers(
  store: LocalStore,
  handlers: LocalTriggerHandlers,
  /** The store's clock: the time of a commit. */
  now: () => Date = () => new Date(),
): Unsubscribe {
  return store.onCommit((changes) => {
    // Loading the demo content (first visit, "Réinitialiser la démo") is not new mail; it carries
    // its published documents.
    if (changes.some((change) => change.path.startsWith('_sandbox/'))) return;
    const changedAt = now();
    for (const siteId of sitesToRepublish(changes)) handlers.republish(siteId, changedAt).catch(reportPublish);
    for (const siteId of sitesToRekey(changes)) handlers.refreshSearchKeys(siteId).catch(reportKeys);
    for (const change of changes) {
      const order = ORDER_PATH.exec(change.path);
      if (order?.[1] && order[2] && change.after) {
        const event = { siteId: order[1], orderId: order[2], eventId: store.newId() };
        handlers.orderWritten({ ...event, before: change.before, after: change.after }).catch(report);
        continue;
      }
      const lead = LEAD_PATH.exec(change.path);
      if (change.before && !change.after) {
        if (lead?.[1] && lead[3]) handlers.forgetLead(lead[1], lead[3]).catch(reportForget);
        continue;
      }
      if (change.before && change.after) {
        if (lead?.[1] && lead[3] && lead[2] === 'reservations') {
          const event = { siteId: lead[1], reservationId: lead[3], eventId: store.newId() };
          handlers.reservationUpdated({ ...event, before: change.before, after: change.after }).catch(report);
        }
        continue;
      }
      if (!change.after) continue;
      if (PROSPECT_PATH.test(change.path)) {
        handlers.notifyProspect({ eventId: store.newId(), data: change.after }).catch(report);
        continue;
      }
      const kind = lead ? KINDS[lead[2] ?? ''] : undefined;
      if (!lead?.[1] || !lead[3] || !kind) continue;
      const event = { siteId: lead[1], kind, leadId: lead[3], eventId: store.newId(), data: change.after };
      // As in onReservationCreated: the merchant's email first, so it has the hour's cap first.
      const notified = handlers.notify(event);
      const acknowledged =
        kind === 'reservation'
          ? notified.then(() => handlers.acknowledgeReservation({ ...event, reservationId: event.leadId }))
          : notified;
      acknowledged.catch(report);
    }
  });
}
