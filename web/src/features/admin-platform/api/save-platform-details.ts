import { platformDetailsRef, setWrite, type DataPort, type PlatformDetails } from '@comptoir/core';

/** The platform's details, as every shop's legal pages will name them from now on. */
export async function savePlatformDetails(db: DataPort, details: PlatformDetails): Promise<void> {
  await db.batch([setWrite(platformDetailsRef(), details)]);
}
