import {
  CALLABLE_SCHEMAS,
  acknowledgeReservation,
  EMAIL_TAKEN_MESSAGE,
  FunctionError,
  SANDBOX_ACCOUNTS,
  confirmRecipient,
  createPublisher,
  createUserAccount,
  deleteLeadNotifications,
  deleteSite,
  notifyNewLead,
  notifyNewProspect,
  notifyReservationStatus,
  notifyOrderCustomer,
  refreshSiteSearchKeys,
  roleSchema,
  sandboxPasswordHash,
  sendRecipientConfirmation,
  sendTestEmail,
  setUserRole,
  submitReservation,
  placeOrder,
  setOrderStatus,
  connectPayments,
  payDemoCheckout,
  createDemoPayments,
  toggleEventParticipation,
  type AccountsPort,
  type CallableName,
  type Callables,
  type Caller,
  type FunctionsPort,
  type LocalStore,
  type Mailer,
  type NewLeadEvent,
  type NewProspectEvent,
  type NotificationOutcome,
  type ReservationCreatedEvent,
  type ReservationUpdatedEvent,
  type OrderWrittenEvent,
  type SiteFilesPort,
} from '@comptoir/core';
import { accountPath } from './local-auth';

type Handler<N extends CallableName> = (caller: Caller | null, input: unknown) => Promise<Callables[N]['output']>;
type Handlers = { [N in CallableName]: Handler<N> };

/** Sandbox images live inside the documents (data URLs): deleting the documents deletes them. */
const embeddedFiles: SiteFilesPort = { deleteSiteFiles: () => Promise.resolve(0) };

/** The AccountsPort over the sandbox's demo accounts (the local auth driver signs in against them). */
function localAccounts(store: LocalStore): AccountsPort {
  return {
    async find(uid) {
      const account = await store.get(accountPath(uid));
      if (!account) return null;
      const email = account.data.email;
      return {
        uid,
        email: typeof email === 'string' ? email : null,
        role: roleSchema.catch('user').parse(account.data.role),
      };
    },
    setRole: (uid, role) => store.update(accountPath(uid), { role }),
    // Sandbox sessions read the role live from the account: a demotion applies at once.
    revokeSessions: () => Promise.resolve(),
    async findByEmail(email) {
      const [account] = await store.query(SANDBOX_ACCOUNTS, { where: [['email', '==', email]] });
      return account ? this.find(account.id) : null;
    },
    remove: (uid) => store.remove(accountPath(uid)),
    async create(email, password) {
      const taken = await store.query(SANDBOX_ACCOUNTS, { where: [['email', '==', email]] });
      if (taken.length > 0) throw new FunctionError('already-exists', EMAIL_TAKEN_MESSAGE);
      const uid = store.newId();
      await store.set(accountPath(uid), { email, passwordHash: await sandboxPasswordHash(password), role: 'user' });
      return { uid };
    },
  };
}

/**
 * The sandbox's "Cloud Functions": the same core operations, run in the browser for the
 * signed-in sandbox account, with the demo accounts for Auth and a logging mailer for email.
 */
export function createLocalFunctions(
  store: LocalStore,
  currentCaller: () => Promise<Caller | null>,
  mailer: Mailer,
): FunctionsPort {
  const accounts = localAccounts(store);
  // No payment service in the sandbox: a demo page of the app itself, which says so, pays.
  const payments = createDemoPayments();
  const appUrl = () => window.location.origin;
  const handlers: Handlers = {
    toggleEventParticipation: (caller, input) => toggleEventParticipation(store, caller, input),
    submitReservation: (caller, input) => submitReservation(store, caller, input),
    placeOrder: (caller, input) => placeOrder(store, caller, input, { payments, appUrl: appUrl() }),
    setOrderStatus: (caller, input) => setOrderStatus(store, payments, caller, input),
    connectPayments: (caller, input) => connectPayments(store, payments, caller, input, appUrl()),
    payDemoCheckout: (_caller, input) => payDemoCheckout(store, input),
    sendTestEmail: (caller, input) => sendTestEmail(store, mailer, caller, input),
    // The sandbox's links lead back to the page that asked for them.
    sendRecipientConfirmation: (caller, input) =>
      sendRecipientConfirmation(store, mailer, caller, input, window.location.origin),
    confirmRecipient: (_caller, input) => confirmRecipient(store, input),
    setUserRole: (caller, input) => setUserRole(store, accounts, caller, input),
    createUserAccount: (caller, input) => createUserAccount(store, accounts, caller, input),
    deleteSite: (caller, input) => deleteSite(store, embeddedFiles, accounts, caller, input),
  };

  return {
    async call<N extends CallableName>(name: N, input: Callables[N]['input']): Promise<Callables[N]['output']> {
      const handler = handlers[name] as Handler<N>;
      const output = await handler(await currentCaller(), input);
      return CALLABLE_SCHEMAS[name].output.parse(output) as Callables[N]['output'];
    },
  };
}

export interface LocalBackend {
  functions: FunctionsPort;
  /** What onQuoteRequestCreated / onContactMessageCreated do, for the sandbox's own triggers. */
  notify(event: NewLeadEvent): Promise<NotificationOutcome>;
  /** What onProspectCreated does. */
  notifyProspect(event: NewProspectEvent): Promise<NotificationOutcome>;
  /** What onReservationCreated does after the merchant's email. */
  acknowledgeReservation(event: ReservationCreatedEvent): Promise<NotificationOutcome>;
  /** What onReservationUpdated does. */
  reservationUpdated(event: ReservationUpdatedEvent): Promise<NotificationOutcome | null>;
  /** What onOrderWritten does. */
  orderWritten(event: OrderWrittenEvent): Promise<NotificationOutcome | null>;
  /** What onQuoteRequestDeleted and onContactMessageDeleted do. */
  forgetLead(siteId: string, leadId: string): Promise<number>;
  /** What the publish-* triggers do: a write under the site at `changedAt` rebuilds its published documents. */
  republish(siteId: string, changedAt: Date): Promise<void>;
  /** What the searchKeys-* triggers do. */
  refreshSearchKeys(siteId: string): Promise<boolean>;
}

/** Everything the sandbox runs in place of Cloud Functions; loaded on first use (see create-local-services). */
export function createLocalBackend(
  store: LocalStore,
  currentCaller: () => Promise<Caller | null>,
  mailer: Mailer,
): LocalBackend {
  const publisher = createPublisher(store);
  return {
    functions: createLocalFunctions(store, currentCaller, mailer),
    notify: (event) => notifyNewLead(store, mailer, event),
    notifyProspect: (event) => notifyNewProspect(store, mailer, event),
    acknowledgeReservation: (event) => acknowledgeReservation(store, mailer, event),
    reservationUpdated: (event) => notifyReservationStatus(store, mailer, event),
    orderWritten: (event) => notifyOrderCustomer(store, mailer, event),
    forgetLead: (siteId, leadId) => deleteLeadNotifications(store, siteId, leadId),
    republish: (siteId, changedAt) => publisher.request(siteId, changedAt),
    refreshSearchKeys: (siteId) => refreshSiteSearchKeys(store, siteId),
  };
}
