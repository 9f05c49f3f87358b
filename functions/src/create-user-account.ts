import { createUserAccount as createAccount } from '@comptoir/core';
import { accounts, db } from './admin';
import { callable } from './callable';
import { accountCreated } from './logs';

/** Administrators only: an email + password account for a shop owner, role 'user'. */
export const createUserAccount = callable('createUserAccount', async (caller, input) => {
  const result = await createAccount(db(), accounts(), caller, input);
  accountCreated(result.uid, caller?.uid ?? '');
  return result;
});
