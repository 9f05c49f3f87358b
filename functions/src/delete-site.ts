import { deleteSite as removeSite } from '@comptoir/core';
import { accounts, db } from './admin';
import { callable } from './callable';
import { siteDeleted } from './logs';
import { siteFiles } from './site-files';

/** Administrators only: a site and everything it holds, after its name was typed to confirm. */
export const deleteSite = callable('deleteSite', async (caller, input) => {
  const result = await removeSite(db(), siteFiles, accounts(), caller, input);
  siteDeleted(caller?.uid ?? '', result);
  return result;
});
