import { setOrderStatus as setStatus } from '@comptoir/core';
import { db } from './admin';
import { callable } from './callable';
import { STRIPE_SECRETS, payments } from './payments/payments';

/** The shop's owner moves an order on: a held card charged at pick-up, a cancelled order refunded. */
export const setOrderStatus = callable(
  'setOrderStatus',
  (caller, input) => setStatus(db(), payments(), caller, input),
  { secrets: STRIPE_SECRETS },
);
