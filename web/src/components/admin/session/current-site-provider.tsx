import { refs } from '@comptoir/core';
import { useMemo, type ReactNode } from 'react';
import { useAdminDoc } from '@/components/admin/data/use-admin-live';
import { CurrentSiteContext, type CurrentSite } from './current-site-context';
import { currentSiteStore, useStoredSiteId } from './current-site-store';
import { useManageableSites, type SiteEntity } from './use-manageable-sites';
import { useSignedInUser } from './use-session';

/** A user works on the site stored for them if they own it, else on the first site they own. */
function ownedChoice(owned: SiteEntity[], stored: string | null): string | null {
  if (stored && owned.some((site) => site.id === stored)) return stored;
  return owned.at(-1)?.id ?? null;
}

/** Chooses and shares the current site; lives inside the guarded shell. */
export function CurrentSiteProvider({ children }: { children: ReactNode }) {
  const user = useSignedInUser();
  const isAdmin = user.role === 'admin';
  const stored = useStoredSiteId(user.uid);
  const owned = useManageableSites(isAdmin ? null : user);
  const waitingForOwned = !isAdmin && owned.status === 'loading';
  const candidate = isAdmin ? stored : owned.status === 'success' ? ownedChoice(owned.data, stored) : null;
  // An owner's site came with the list of their sites (live too); an administrator's is read.
  const doc = useAdminDoc(isAdmin && candidate ? refs.site(candidate) : null);

  const value = useMemo<CurrentSite>(() => {
    const ownedSite = owned.status === 'success' ? (owned.data.find((site) => site.id === candidate) ?? null) : null;
    const loading = waitingForOwned || (isAdmin && candidate !== null && doc.status === 'loading');
    const site = isAdmin ? (doc.status === 'success' ? doc.data : null) : ownedSite;
    return {
      status: loading ? 'loading' : 'ready',
      siteId: loading ? null : (site?.id ?? null),
      site: loading ? null : site,
      select: (siteId) => currentSiteStore.select(user.uid, siteId),
      clear: () => currentSiteStore.clear(),
    };
  }, [waitingForOwned, isAdmin, owned, candidate, doc, user.uid]);

  return <CurrentSiteContext.Provider value={value}>{children}</CurrentSiteContext.Provider>;
}
