// Cloud Functions: one file per trigger or callable; this file only exports them.
export { toggleEventParticipation } from './toggle-event-participation';
export { submitReservation } from './submit-reservation';
export { placeOrder } from './place-order';
export { setOrderStatus } from './set-order-status';
export { connectPayments } from './connect-payments';
export { paymentWebhook } from './payment-webhook';
export { releaseUnpaidOrders } from './release-unpaid-orders';
export { resolveSite } from './resolve-site';
export { crawlFiles } from './crawl-files';
export { audience } from './count-audience';
export { onQuoteRequestCreated } from './on-quote-request-created';
export { onContactMessageCreated } from './on-contact-message-created';
export { onReservationCreated } from './on-reservation-created';
export { onReservationUpdated } from './on-reservation-updated';
export { onOrderWritten } from './on-order-written';
export { onProspectCreated } from './on-prospect-created';
export { onQuoteRequestDeleted, onContactMessageDeleted, onReservationDeleted } from './on-lead-deleted';
export { purgeExpiredData } from './purge-expired-data';
export { sendTestEmail } from './send-test-email';
export { sendRecipientConfirmation } from './send-recipient-confirmation';
export { confirmRecipient } from './confirm-recipient';
export { setUserRole } from './set-user-role';
export { createUserAccount } from './create-user-account';
export { deleteSite } from './delete-site';
export { onImageFinalized } from './on-image-finalized';
import { refuseSelfSignUps } from './before-user-created';
import { refuseStrangerSignIns } from './before-user-signed-in';

// Blocking functions need Identity Platform: deployed where functions/.env sets IDENTITY_PLATFORM=true
// (docs/deploy.md). Without it, sign-ups are still never platform users: only the admin callables write users/.
const identityPlatform = process.env.IDENTITY_PLATFORM === 'true';
export const beforeUserCreated = identityPlatform ? refuseSelfSignUps : undefined;
export const beforeUserSignedIn = identityPlatform ? refuseStrangerSignIns : undefined;
export { renderPage } from './render-page';
export { publish } from './publish-site';
export { searchKeys } from './site-search-keys';
