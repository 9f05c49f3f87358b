import { Mail } from 'lucide-react';
import { useState } from 'react';
import { AdminPage } from '@/components/admin/admin-page';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { LeadInbox, LeadList } from '@/components/admin/lead-inbox';
import { RequireSite } from '@/components/admin/require-site';
import { useLeadAction } from '@/components/admin/use-lead-action';
import { useLeads } from '@/components/admin/use-leads';
import { useServices } from '@/lib/services-context';
import { deleteMessage } from '../api/delete-message';
import { setMessageViewed } from '../api/set-message-viewed';
import { MessageCard, type MessageEntity } from './message-card';

const TEXTS = {
  loading: 'Chargement des messages...',
  loadFailed: 'Impossible de charger les messages.',
  empty: "Aucun message pour l'instant",
};

function MessageInbox({ siteId }: { siteId: string }) {
  const { db } = useServices();
  const messages = useLeads(siteId, 'contactMessages');
  const { pending, run } = useLeadAction();
  const [deleting, setDeleting] = useState<MessageEntity | null>(null);

  return (
    <>
      <LeadInbox state={messages} texts={TEXTS} emptyIcon={Mail}>
        {(items) => (
          <LeadList label="Messages">
            {items.map((message) => (
              <MessageCard
                key={message.id}
                message={message}
                busy={pending === message.id}
                onViewed={(viewed) =>
                  void run(message.id, () => setMessageViewed(db, siteId, message.id, viewed), {
                    success: viewed ? 'Message marqué comme lu' : 'Message marqué comme non lu',
                    failure: 'Impossible de modifier le statut du message.',
                  })
                }
                onDelete={() => setDeleting(message)}
              />
            ))}
          </LeadList>
        )}
      </LeadInbox>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message="Êtes-vous sûr de vouloir supprimer ce message ?"
        onConfirm={() =>
          deleting
            ? run(deleting.id, () => deleteMessage(db, siteId, deleting.id), {
                success: 'Message supprimé avec succès',
                failure: 'Impossible de supprimer le message.',
              })
            : undefined
        }
      />
    </>
  );
}

/** /admin/content/messages (spec §2): the contact form's messages, newest first. */
export function MessagesPage() {
  return (
    <AdminPage title="Messages" description="Les messages envoyés depuis le formulaire de contact de votre site.">
      <RequireSite>{({ siteId }) => <MessageInbox key={siteId} siteId={siteId} />}</RequireSite>
    </AdminPage>
  );
}
