import { submitReservation as submit } from '@comptoir/core';
import { db } from './admin';
import { callable } from './callable';
import { reservationSubmitted } from './logs';

/** A visitor reserves a product: the server copies the shop's product and price and checks the pick-up. */
export const submitReservation = callable('submitReservation', async (caller, input) => {
  const result = await submit(db(), caller, input);
  const { siteId } = input as { siteId: string };
  reservationSubmitted(siteId, result.reservationId);
  return result;
});
