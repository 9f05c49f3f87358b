import { lazy } from 'react';
import { PagePart } from '@/lib/hydration/page-part';
import { Outlet } from 'react-router';
import { PageLoader } from '@/components/layout/page-loader';
import { useSite } from '@/components/site/site-context';
import { MerchantRoute } from './merchant-route';

const PlatformPage = lazy(() => import('./platform-page'));

/** The legal pages at the root: the shop's on its domain (or with ?site=), else the platform's. */
export function LegalRoute() {
  const { status, site } = useSite();
  if (status === 'ready' && !site) {
    return (
      <PagePart fallback={<PageLoader />}>
        <PlatformPage>
          <PagePart fallback={<PageLoader fullScreen={false} />}>
            <Outlet />
          </PagePart>
        </PlatformPage>
      </PagePart>
    );
  }
  return <MerchantRoute />;
}
