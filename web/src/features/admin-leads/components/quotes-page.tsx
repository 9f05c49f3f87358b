import { AdminPage } from '@/components/admin/ui/admin-page';
import { LeadScreen } from './lead-screen';
import { RequireSite } from '@/components/admin/session/require-site';
import { quoteView } from './quote-view';

/** /admin/content/quotes: every request, searchable and filtered, with its status, note and reply. */
export function QuotesPage() {
  return (
    <AdminPage
      title="Demandes de devis"
      description="Les demandes envoyées depuis le formulaire de devis de votre site."
    >
      <RequireSite>
        {({ siteId, site }) => <LeadScreen key={siteId} view={quoteView} siteId={siteId} siteName={site.name} />}
      </RequireSite>
    </AdminPage>
  );
}
