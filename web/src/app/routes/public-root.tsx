import { Outlet } from 'react-router';
import { SiteProvider } from '@/components/site/site-provider';
import { useAnnounceNavigations } from '@/hooks/use-announce-navigations';

/** Everything public shares one site resolution. */
export function PublicRoot() {
  useAnnounceNavigations();
  return (
    <SiteProvider>
      <Outlet />
    </SiteProvider>
  );
}
