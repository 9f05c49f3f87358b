import { Outlet } from 'react-router';
import { SiteProvider } from '@/components/site/site-provider';
import { useAnnounceNavigations } from '@/hooks/use-announce-navigations';

/**
 * Everything public shares one site resolution and reads the site's published documents (one or
 * two per page, rebuilt on every change: docs/architecture.md, « Published pages »).
 */
export function PublicRoot() {
  useAnnounceNavigations();
  return (
    <SiteProvider>
      <Outlet />
    </SiteProvider>
  );
}
