import { PagePart } from '@/lib/hydration/page-part';
import { preloadable } from '@/lib/preloadable';
import { Outlet } from 'react-router';
import { PageLoader } from '@/components/layout/page-loader';
import { useSite } from '@/components/site/site-context';
import { MerchantRoute } from './merchant-route';

// Loaded by the server before it renders; in the browser, by the page that shows it.
const PlatformPage = preloadable(() => import('./platform-page').then((module) => module.default), {
  beforeHydrating: false,
});

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
