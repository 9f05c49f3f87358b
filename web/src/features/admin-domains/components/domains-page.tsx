import { Button, Stack } from '@chakra-ui/react';
import { Link2, Plus } from 'lucide-react';
import { useState } from 'react';
import { AdminPage } from '@/components/admin/admin-page';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { useCurrentSite } from '@/components/admin/current-site-context';
import { useErrorToast } from '@/components/admin/use-error-toast';
import { useManageableSites } from '@/components/admin/use-manageable-sites';
import { useSignedInUser } from '@/components/admin/use-session';
import { PageLoader } from '@/components/layout/page-loader';
import { EmptyState } from '@/components/site/empty-state';
import { LoadError } from '@/components/site/load-error';
import { notify } from '@/components/ui/notify';
import { useServices } from '@/lib/services-context';
import { deleteDomainMapping } from '../api/delete-domain-mapping';
import { setDomainActive } from '../api/update-domain-mapping';
import { useDomainMappings, type DomainEntity } from '../api/use-domain-mappings';
import { DomainDialog } from './domain-dialog';
import { DomainRow } from './domain-row';
import { SetupInstructions } from './setup-instructions';

const LOAD_ERROR = 'Impossible de charger les mappings de domaines';

/** /admin/domains: administrators manage every mapping, owners their sites' (spec §2, §6). */
export function DomainsPage() {
  const { db } = useServices();
  const user = useSignedInUser();
  const { siteId } = useCurrentSite();
  const sites = useManageableSites(user);
  const ownedIds = sites.status === 'success' ? sites.data.map((site) => site.id) : null;
  const mappings = useDomainMappings(user, ownedIds);
  const [editing, setEditing] = useState<{ mapping: DomainEntity | null } | null>(null);
  const [deleting, setDeleting] = useState<DomainEntity | null>(null);
  const [confirming, setConfirming] = useState(false);
  useErrorToast(mappings.error, LOAD_ERROR);

  const siteName = (id: string) => sites.data?.find((site) => site.id === id)?.name ?? id;
  const toggle = async (mapping: DomainEntity, active: boolean) => {
    try {
      await setDomainActive(db, mapping.id, active);
      notify.success(`Mapping de domaine ${active ? 'activé' : 'désactivé'} avec succès`);
    } catch (error) {
      console.error(error);
      notify.error('Impossible de mettre à jour le mapping');
    }
  };
  const remove = async (mapping: DomainEntity) => {
    try {
      await deleteDomainMapping(db, mapping.id);
      notify.success('Mapping de domaine supprimé avec succès');
    } catch (error) {
      console.error(error);
      notify.error('Impossible de supprimer le mapping');
    }
  };

  return (
    <AdminPage
      title="Domaines"
      description="Associez vos noms de domaine à vos sites : chaque adresse affiche directement la boutique."
      actions={
        <Button colorPalette="brand" onClick={() => setEditing({ mapping: null })}>
          <Plus aria-hidden="true" />
          Nouveau mapping
        </Button>
      }
    >
      <SetupInstructions />
      {mappings.status === 'loading' && <PageLoader text="Chargement des domaines..." fullScreen={false} />}
      {mappings.status === 'error' && <LoadError title={LOAD_ERROR} />}
      {mappings.status === 'success' && mappings.data.length === 0 && (
        <EmptyState title="Aucun mapping de domaine configuré" icon={Link2} />
      )}
      {mappings.status === 'success' && mappings.data.length > 0 && (
        <Stack as="ul" gap="3" listStyle="none" aria-label="Mappings de domaine">
          {mappings.data.map((mapping) => (
            <DomainRow
              key={mapping.id}
              mapping={mapping}
              siteName={siteName(mapping.siteId)}
              onToggle={(active) => void toggle(mapping, active)}
              onEdit={() => setEditing({ mapping })}
              onDelete={() => {
                setDeleting(mapping);
                setConfirming(true);
              }}
            />
          ))}
        </Stack>
      )}
      <DomainDialog
        key={editing?.mapping?.id ?? 'new'}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        mapping={editing?.mapping ?? null}
        sites={sites.data ?? []}
        defaultSiteId={siteId ?? ''}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        message={`Êtes-vous sûr de vouloir supprimer le mapping ${deleting?.id ?? ''} ?`}
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
    </AdminPage>
  );
}
