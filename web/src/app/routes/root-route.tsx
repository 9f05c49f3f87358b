import { PagePart } from '@/lib/hydration/page-part';
import { preloadable } from '@/lib/preloadable';
import { MerchantLayout } from '@/components/layout/merchant-layout';
import { PageLoader } from '@/components/layout/page-loader';
import { SiteLoadError } from '@/components/layout/site-load-error';
import { useSite } from '@/components/site/site-context';

// Loaded by the server before it renders; in the browser, by the page that shows it.
const MerchantHome = preloadable(() => import('@/features/public-home/route').then((module) => module.Component), {
  beforeHydrating: false,
});
const LandingPage = preloadable(() => import('@/features/landing/landing-page').then((module) => module.LandingPage), {
  beforeHydrating: false,
});

/**
 * '/': the shop's home when the domain (or ?site=) names an existing site, else the platform landing
 * page — but never the landing page when the site could not be read.
 */
export function RootRoute() {
  const { status, site } = useSite();
  if (status === 'loading') return <PageLoader />;
  if (status === 'error') return <SiteLoadError />;
  if (!site) {
    return (
      <PagePart fallback={<PageLoader />}>
        <LandingPage />
      </PagePart>
    );
  }
  return (
    <MerchantLayout>
      <PagePart fallback={<PageLoader fullScreen={false} />}>
        <MerchantHome />
      </PagePart>
    </MerchantLayout>
  );
}
