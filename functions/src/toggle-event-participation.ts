import { toggleEventParticipation as toggle } from '@comptoir/core';
import { db } from './admin';
import { callable } from './callable';
import { participationChanged } from './logs';

/** A visitor (anonymous auth) joins or leaves an event; marker and counter change in one transaction. */
export const toggleEventParticipation = callable('toggleEventParticipation', async (caller, input) => {
  const result = await toggle(db(), caller, input);
  const { siteId, eventId } = input as { siteId: string; eventId: string };
  participationChanged(siteId, eventId, result.participating, result.participationCount);
  return result;
});
