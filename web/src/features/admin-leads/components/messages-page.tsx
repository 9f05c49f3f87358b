import { AdminPage } from '@/components/admin/ui/admin-page';
import { LeadScreen } from './lead-screen';
import { RequireSite } from '@/components/admin/session/require-site';
import { messageView } from './message-view';

/** /admin/content/messages: the contact form's messages, newest first, searchable, with reply and note. */
export function MessagesPage() {
  return (
    <AdminPage title="Messages" description="Les messages envoyés depuis le formulaire de contact de votre site.">
      <RequireSite>
        {({ siteId, site }) => <LeadScreen key={siteId} view={messageView} siteId={siteId} siteName={site.name} />}
      </RequireSite>
    </AdminPage>
  );
}
