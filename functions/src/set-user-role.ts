import { setUserRole as setRole } from '@comptoir/core';
import { accounts, db } from './admin';
import { callable } from './callable';
import { roleChanged } from './logs';

/** Administrators only: sets the role claim, mirrors it in users/{uid}, revokes sessions on demotion. */
export const setUserRole = callable('setUserRole', async (caller, input) => {
  const result = await setRole(db(), accounts(), caller, input);
  roleChanged(result.uid, result.role, caller?.uid ?? '');
  return result;
});
