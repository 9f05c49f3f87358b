import { Button } from '@chakra-ui/react';
import { refs } from '@comptoir/core';
import { Link2, Plus } from 'lucide-react';
import { useState } from 'react';
import { AdminPage } from '@/components/admin/ui/admin-page';
import { ConfirmDialog } from '@/components/admin/ui/confirm-dialog';
import { LookupText } from '@/components/admin/ui/lookup-text';
import { useCurrentSite } from '@/components/admin/session/current-site-context';
import { PagedItems } from '@/components/admin/lists/paged-items';
import { useManageableSites } from '@/components/admin/session/use-manageable-sites';
import { useSignedInUser } from '@/components/admin/session/use-session';
import { EmptyState } from '@/components/site/empty-state';
import { useAdminDoc } from '@/components/admin/data/use-admin-live';
import { useDeleteDomainMapping } from '../api/delete-domain-mapping';
import { useSetDomainActive } from '../api/set-domain-active';
import { useDomainMappings, type DomainEntity } from '../api/use-domain-mappings';
import { DomainDialog } from './domain-dialog';
import { ADMIN_DOMAIN_TEXTS, OWNER_DOMAIN_TEXTS } from '../lib/domain-texts';
import { DomainRow, type DomainRowProps } from './domain-row';
import { OwnerDomainGuide } from './owner-domain-guide';
import { SetupInstructions } from './setup-instructions';

/** Development hosts (epicerie.localhost) are the platform's business, not an owner's. */
const isDevelopmentHost = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/** A mapping's row with its site's name: one read per row, by the listener alone (not Lite first). */
function DomainItem(props: Omit<DomainRowProps, 'siteName'>) {
  const { siteId } = props.mapping;
  const site = useAdminDoc(refs.site(siteId), { listenerOnly: true });
  return <DomainRow {...props} siteName={<LookupText state={site}>{(found) => found?.name ?? siteId}</LookupText>} />;
}

/** /admin/domains: administrators manage every mapping (page by page), owners their sites'. */
export function DomainsPage() {
  const user = useSignedInUser();
  const { siteId } = useCurrentSite();
  const asAdmin = user.role === 'admin';
  // An administrator's list of every site would be the platform's thousand: not read here.
  const sites = useManageableSites(asAdmin ? null : user);
  const ownedIds = sites.status === 'success' ? sites.data.map((site) => site.id) : null;
  const mappings = useDomainMappings(user, ownedIds);
  const [editing, setEditing] = useState<{ mapping: DomainEntity | null } | null>(null);
  const [deleting, setDeleting] = useState<DomainEntity | null>(null);
  const [confirming, setConfirming] = useState(false);
  const texts = asAdmin ? ADMIN_DOMAIN_TEXTS : OWNER_DOMAIN_TEXTS;
  const { state } = mappings;
  const shown =
    asAdmin || state.status !== 'success'
      ? mappings
      : { ...mappings, state: { ...state, data: state.data.filter((mapping) => !isDevelopmentHost(mapping.id)) } };
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
      <PagedItems
        list={shown}
        texts={texts}
        empty={<EmptyState title={texts.empty} icon={Link2} />}
        label={texts.listLabel}
      >
        {(mapping) => (
          <DomainItem
            key={mapping.id}
            mapping={mapping}
            asAdmin={asAdmin}
            onToggle={(active) => void toggle.run(mapping.id, active)}
            onEdit={() => setEditing({ mapping })}
            onDelete={() => {
              setDeleting(mapping);
              setConfirming(true);
            }}
          />
        )}
      </PagedItems>
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
