import { prospectRefs } from '@comptoir/core';
import { Store } from 'lucide-react';
import { useState } from 'react';
import { AdminPage } from '@/components/admin/ui/admin-page';
import { ConfirmDialog } from '@/components/admin/ui/confirm-dialog';
import { LeadInbox, LeadList } from './lead-inbox';
import { useDeleteProspect } from '../api/delete-prospect';
import { useSetProspectViewed } from '../api/set-prospect-viewed';
import { useAdminCount } from '@/components/admin/data/use-admin-live';
import { usePagedCollection } from '@/components/admin/lists/use-paged-collection';
import { ShowMore } from '@/components/admin/lists/show-more';
import { ProspectCard, type ProspectEntity } from './prospect-card';

const NEWEST_FIRST = { orderBy: [['createdAt', 'desc']] } as const;

const TEXTS = {
  loading: 'Chargement des demandes…',
  loadFailed: 'Impossible de charger les demandes de commerçants.',
  empty: 'Aucune demande de commerçant pour l’instant',
};

/** /admin/prospects (administrators): the shops that asked, from the landing page, to be put online. */
export function ProspectsPage() {
  const prospects = usePagedCollection(prospectRefs.prospects(), NEWEST_FIRST);
  const total = useAdminCount(prospectRefs.prospects());
  const viewing = useSetProspectViewed();
  const removing = useDeleteProspect();
  const pending = viewing.pending ?? removing.pending;
  const [deleting, setDeleting] = useState<ProspectEntity | null>(null);

  return (
    <AdminPage
      title="Demandes de commerçants"
      description="Les commerces qui ont demandé, depuis la page d’accueil de Comptoir, à être mis en ligne."
    >
      <LeadInbox state={prospects.state} total={total.data} texts={TEXTS} emptyIcon={Store}>
        {(items) => (
          <LeadList label="Demandes de commerçants">
            {items.map((prospect) => (
              <ProspectCard
                key={prospect.id}
                prospect={prospect}
                busy={pending === prospect.id}
                onViewed={(viewed) =>
                  void viewing.run(
                    {
                      success: viewed ? 'Demande marquée comme traitée' : 'Demande marquée comme à traiter',
                      failure: 'Impossible de modifier la demande.',
                    },
                    prospect.id,
                    viewed,
                  )
                }
                onDelete={() => setDeleting(prospect)}
              />
            ))}
          </LeadList>
        )}
      </LeadInbox>
      <ShowMore list={prospects} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message={`Supprimer la demande de ${deleting?.shopName ?? ''}\u00a0?`}
        onConfirm={() =>
          deleting
            ? removing.run(
                { success: 'Demande supprimée', failure: 'Impossible de supprimer la demande.' },
                deleting.id,
              )
            : undefined
        }
      />
    </AdminPage>
  );
}
