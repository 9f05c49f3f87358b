import { Button, Stack } from '@chakra-ui/react';
import { Link2, Plus } from 'lucide-react';
import { useState } from 'react';
import { AdminPage } from '@/components/admin/ui/admin-page';
import { ConfirmDialog } from '@/components/admin/ui/confirm-dialog';
import { useCurrentSite } from '@/components/admin/session/current-site-context';
import { useErrorToast } from '@/components/admin/ui/use-error-toast';
import { useManageableSites } from '@/components/admin/session/use-manageable-sites';
import { useSignedInUser } from '@/components/admin/session/use-session';
import { PageLoader } from '@/components/layout/page-loader';
import { EmptyState } from '@/components/site/empty-state';
import { LoadError } from '@/components/site/load-error';
import { useDeleteDomainMapping } from '../api/delete-domain-mapping';
import { useSetDomainActive } from '../api/set-domain-active';
import { useDomainMappings, type DomainEntity } from '../api/use-domain-mappings';
import { DomainDialog } from './domain-dialog';
import { ADMIN_DOMAIN_TEXTS, OWNER_DOMAIN_TEXTS } from '../lib/domain-texts';
import { DomainRow } from './domain-row';
import { OwnerDomainGuide } from './owner-domain-guide';
import { SetupInstructions } from './setup-instructions';

/** Development hosts (epicerie.localhost) are the platform's business, not an owner's. */
const isDevelopmentHost = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/** /admin/domains: administrators manage every mapping, owners their sites'. */
export function DomainsPage() {
  const user = useSignedInUser();
  const { siteId } = useCurrentSite();
  const sites = useManageableSites(user);
  const ownedIds = sites.status === 'success' ? sites.data.map((site) => site.id) : null;
  const mappings = useDomainMappings(user, ownedIds);
  const [editing, setEditing] = useState<{ mapping: DomainEntity | null } | null>(null);
  const [deleting, setDeleting] = useState<DomainEntity | null>(null);
  const [confirming, setConfirming] = useState(false);
  const asAdmin = user.role === 'admin';
  const texts = asAdmin ? ADMIN_DOMAIN_TEXTS : OWNER_DOMAIN_TEXTS;
  useErrorToast(mappings.error, texts.loadError);
  const shown = asAdmin ? mappings.data : mappings.data?.filter((mapping) => !isDevelopmentHost(mapping.id));

  const siteName = (id: string) => sites.data?.find((site) => site.id === id)?.name ?? id;
  const toggle = useSetDomainActive({
    success: (_result, _domain, active) => `Mapping de domaine ${active ? 'activé' : 'désactivé'} avec succès`,
    failure: 'Impossible de mettre à jour le mapping',
  });
  const remove = useDeleteDomainMapping({ success: texts.deleted, failure: texts.deleteFailed });

  return (
    <AdminPage
      title="Domaines"
      description={texts.description}
      actions={
        <Button colorPalette="brand" onClick={() => setEditing({ mapping: null })}>
          <Plus aria-hidden="true" />
          {texts.newButton}
        </Button>
      }
    >
      {asAdmin ? <SetupInstructions /> : <OwnerDomainGuide />}
      {mappings.status === 'loading' && <PageLoader text={texts.loading} fullScreen={false} />}
      {mappings.status === 'error' && <LoadError title={texts.loadError} />}
      {shown?.length === 0 && <EmptyState title={texts.empty} icon={Link2} />}
      {shown && shown.length > 0 && (
        <Stack as="ul" gap="3" listStyle="none" aria-label={texts.listLabel}>
          {shown.map((mapping) => (
            <DomainRow
              key={mapping.id}
              mapping={mapping}
              siteName={siteName(mapping.siteId)}
              asAdmin={asAdmin}
              onToggle={(active) => void toggle.run(mapping.id, active)}
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
        asAdmin={asAdmin}
        texts={texts}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        message={texts.deleteQuestion(deleting?.id ?? '')}
        title={asAdmin ? undefined : 'Retirer le domaine'}
        confirmLabel={asAdmin ? undefined : 'Retirer'}
        onConfirm={() => (deleting ? remove.run(deleting.id) : undefined)}
      />
    </AdminPage>
  );
}
