import { PagePart } from '@/lib/hydration/page-part';
import { Outlet } from 'react-router';
import { MerchantLayout } from '@/components/layout/merchant-layout';
import { PageLoader } from '@/components/layout/page-loader';
import { SiteLoadError } from '@/components/layout/site-load-error';
import { useSite } from '@/components/site/site-context';

export function MerchantRoute() {
  const { status } = useSite();
  if (status === 'loading') return <PageLoader />;
  if (status === 'error') return <SiteLoadError />;
  return (
    <MerchantLayout>
      <PagePart fallback={<PageLoader fullScreen={false} />}>
        <Outlet />
      </PagePart>
    </MerchantLayout>
  );
}
