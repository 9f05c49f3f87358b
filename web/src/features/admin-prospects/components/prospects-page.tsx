import { deleteDoc, prospectRefs, updateDoc } from '@comptoir/core';
import { Store } from 'lucide-react';
import { useState } from 'react';
import { AdminPage } from '@/components/admin/ui/admin-page';
import { ConfirmDialog } from '@/components/admin/ui/confirm-dialog';
import { LeadInbox, LeadList } from '@/components/admin/leads/lead-inbox';
import { useLeadAction } from '@/components/admin/leads/use-lead-action';
import { useCollection } from '@/hooks/use-live';
import { useServices } from '@/lib/services-context';
import { ProspectCard, type ProspectEntity } from './prospect-card';

const TEXTS = {
  loading: 'Chargement des demandes…',
  loadFailed: 'Impossible de charger les demandes de commerçants.',
  empty: 'Aucune demande de commerçant pour l’instant',
};

/** /admin/prospects (administrators): the shops that asked, from the landing page, to be put online. */
export function ProspectsPage() {
  const { db } = useServices();
  const prospects = useCollection(prospectRefs.prospects(), { orderBy: [['createdAt', 'desc']] });
  const { pending, run } = useLeadAction();
  const [deleting, setDeleting] = useState<ProspectEntity | null>(null);

  return (
    <AdminPage
      title="Demandes de commerçants"
      description="Les commerces qui ont demandé, depuis la page d’accueil de Comptoir, à être mis en ligne."
    >
      <LeadInbox state={prospects} texts={TEXTS} emptyIcon={Store}>
        {(items) => (
          <LeadList label="Demandes de commerçants">
            {items.map((prospect) => (
              <ProspectCard
                key={prospect.id}
                prospect={prospect}
                busy={pending === prospect.id}
                onViewed={(viewed) =>
                  void run(prospect.id, () => updateDoc(db, prospectRefs.prospect(prospect.id), { isViewed: viewed }), {
                    success: viewed ? 'Demande marquée comme traitée' : 'Demande marquée comme à traiter',
                    failure: 'Impossible de modifier la demande.',
                  })
                }
                onDelete={() => setDeleting(prospect)}
              />
            ))}
          </LeadList>
        )}
      </LeadInbox>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message={`Supprimer la demande de ${deleting?.shopName ?? ''}\u00a0?`}
        onConfirm={() =>
          deleting
            ? run(deleting.id, () => deleteDoc(db, prospectRefs.prospect(deleting.id)), {
                success: 'Demande supprimée',
                failure: 'Impossible de supprimer la demande.',
              })
            : undefined
        }
      />
    </AdminPage>
  );
}
