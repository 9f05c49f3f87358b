import { Stack } from '@chakra-ui/react';
import { refs, SERVICES_PAGE_DEFAULTS } from '@comptoir/core';
import { AdminPage } from '@/components/admin/ui/admin-page';
import { RequireSite } from '@/components/admin/session/require-site';
import { useErrorToast } from '@/components/admin/ui/use-error-toast';
import { PageLoader } from '@/components/layout/page-loader';
import { LoadError } from '@/components/site/load-error';
import { useAdminDoc } from '@/components/admin/data/use-admin-live';
import { CategoriesEditor } from './categories-editor';
import { FaqsEditor } from './faqs-editor';
import { PageTextForm } from './page-text-form';

const LOAD_ERROR = 'Impossible de charger le contenu de la page';

function PageText({ siteId }: { siteId: string }) {
  const page = useAdminDoc(refs.page(siteId, 'services'));
  useErrorToast(page.error, LOAD_ERROR);
  if (page.status === 'loading') return <PageLoader text="Chargement du contenu…" fullScreen={false} />;
  if (page.status === 'error') return <LoadError title={LOAD_ERROR} />;
  const initial = {
    title: page.data?.title || SERVICES_PAGE_DEFAULTS.title,
    description: page.data?.description ?? '',
  };
  // Starts once from the stored text: a live update never overwrites what is being typed.
  return <PageTextForm siteId={siteId} initial={initial} />;
}

/** /admin/pages/services: page text, service categories and FAQs. */
export function ServicesPage() {
  return (
    <AdminPage title="Page Nos prestations" description="Vos prestations, leurs photos et les questions fréquentes.">
      <RequireSite>
        {({ siteId }) => (
          <Stack key={siteId} gap={{ base: '5', md: '6' }}>
            <PageText siteId={siteId} />
            <CategoriesEditor siteId={siteId} />
            <FaqsEditor siteId={siteId} />
          </Stack>
        )}
      </RequireSite>
    </AdminPage>
  );
}
