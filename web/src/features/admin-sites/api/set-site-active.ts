import { refs, serverTimestamp, updateDoc } from '@comptoir/core';
import { useCallback } from 'react';
import type { SiteEntity } from '@/components/admin/session/use-manageable-sites';
import { notify } from '@/components/ui/notify';
import { useServices } from '@/lib/services-context';

/** Takes a site offline (content kept) or back online, with its toast. */
export function useSiteActivation(): (site: SiteEntity, active: boolean) => Promise<void> {
  const { db } = useServices();
  return useCallback(
    async (site: SiteEntity, active: boolean) => {
      try {
        await updateDoc(db, refs.site(site.id), { active, updatedAt: serverTimestamp() });
      } catch (error) {
        console.error(error);
        notify.error('Impossible de modifier l’état du site. Veuillez réessayer.');
        return;
      }
      notify.success(
        active ? `«\u00a0${site.name}\u00a0» est de nouveau en ligne.` : `«\u00a0${site.name}\u00a0» est désactivé.`,
      );
    },
    [db],
  );
}
