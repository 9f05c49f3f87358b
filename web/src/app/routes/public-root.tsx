import { Outlet } from 'react-router';
import { SiteProvider } from '@/components/site/site-provider';

/** Everything public shares one site resolution. */
export function PublicRoot() {
  return (
    <SiteProvider>
      <Outlet />
    </SiteProvider>
  );
}
