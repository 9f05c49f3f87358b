import { FunctionError } from '../port/functions-port';
import type { DataPort } from '../port/data-port';
import { refs } from '../refs';
import { getDoc, type Entity } from '../repo';
import type { siteSchema } from '../schemas/site';
import { requireCaller, type Caller } from './caller';

/** The site, when the caller may manage it: its owner or an administrator. */
export async function requireSiteManager(
  db: DataPort,
  caller: Caller | null,
  siteId: string,
): Promise<{ caller: Caller; site: Entity<typeof siteSchema> }> {
  const signedIn = requireCaller(caller);
  const site = await getDoc(db, refs.site(siteId));
  if (!site) throw new FunctionError('not-found', 'Site introuvable.');
  if (signedIn.role !== 'admin' && site.ownerId !== signedIn.uid) {
    throw new FunctionError('permission-denied', 'Vous n’avez pas accès à ce site.');
  }
  return { caller: signedIn, site };
}
