import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { MerchantLayout } from '@/components/layout/merchant-layout';
import { PageLoader } from '@/components/layout/page-loader';
import { useSite } from '@/components/site/site-context';

export function MerchantRoute() {
  const { status } = useSite();
  if (status === 'loading') return <PageLoader />;
  return (
    <MerchantLayout>
      <Suspense fallback={<PageLoader fullScreen={false} />}>
        <Outlet />
      </Suspense>
    </MerchantLayout>
  );
}
