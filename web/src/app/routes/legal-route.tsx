import { lazy, Suspense } from 'react';
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
      <Suspense fallback={<PageLoader />}>
        <PlatformPage>
          <Suspense fallback={<PageLoader fullScreen={false} />}>
            <Outlet />
          </Suspense>
        </PlatformPage>
      </Suspense>
    );
  }
  return <MerchantRoute />;
}
