import { refs, siteSlug, type DataPort } from '@comptoir/core';
import { useEffect, useState } from 'react';
import { useServices } from '@/lib/services-context';
import { sameNamedSite } from '../lib/site-names';

/** How long typing pauses before the check asks. */
const PAUSE_MS = 250;

/** The sites that could bear this name: the one stored under its slug, and those with exactly this name. */
async function candidates(db: DataPort, name: string) {
  const [bySlug, exact] = await Promise.all([
    db.get(refs.site(siteSlug(name)).path),
    db.query(refs.sites().path, { where: [['name', '==', name.trim()]], limit: 2 }),
  ]);
  return [...(bySlug ? [bySlug] : []), ...exact].map((doc) => ({ id: doc.id, name: String(doc.data.name ?? '') }));
}

/**
 * The name of another site that reads like `name` (accents, case and spacing aside), asked of
 * Firestore at each pause in typing — two small reads, not the list of every site. It finds a site
 * created under that name (its id is the name's slug) or named exactly so since.
 */
export function useSameNamedSite(name: string, except?: string): string | null {
  const { db } = useServices();
  const [found, setFound] = useState<{ name: string; match: string | null }>({ name: '', match: null });
  useEffect(() => {
    if (!name.trim()) return;
    let current = true;
    const timer = setTimeout(() => {
      candidates(db, name).then(
        (sites) => current && setFound({ name, match: sameNamedSite(name, sites, except) }),
        () => current && setFound({ name, match: null }),
      );
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [db, name, except]);
  return found.name === name ? found.match : null;
}
