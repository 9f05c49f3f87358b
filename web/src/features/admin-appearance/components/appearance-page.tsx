import { AdminPage } from '@/components/admin/ui/admin-page';
import { RequireSite } from '@/components/admin/session/require-site';
import { AppearanceForm } from './appearance-form';

/** /admin/appearance: 'Aucun site sélectionné' without a current site. */
export function AppearancePage() {
  return (
    <AdminPage title="Apparence" description="Le logo et les couleurs de votre site public.">
      <RequireSite>
        {({ siteId, site }) => (
          <AppearanceForm key={siteId} siteId={siteId} siteName={site.name} initial={site.appearance} />
        )}
      </RequireSite>
    </AdminPage>
  );
}
