import { Badge, Box, Button, Stack } from '@chakra-ui/react';
import { refs } from '@comptoir/core';
import { Globe, Link2, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AdminPage } from '@/components/admin/ui/admin-page';
import { ConfirmDialog } from '@/components/admin/ui/confirm-dialog';
import { LookupText } from '@/components/admin/ui/lookup-text';
import type { SiteEntity } from '@/components/admin/session/use-manageable-sites';
import { useCurrentSite } from '@/components/admin/session/current-site-context';
import { PagedItems } from '@/components/admin/lists/paged-items';
import { ListSearch } from '@/components/admin/search/list-search';
import { SITE_SEARCH_TEXTS, useSearchedSites } from '@/components/admin/search/use-searched-sites';
import { readNewSiteRequest } from '@/components/admin/sites/new-site-request';
import { EmptyState } from '@/components/site/empty-state';
import { useAdminDoc } from '@/components/admin/data/use-admin-live';
import { screenPaths } from '@/config/admin-screens';
import { DeleteSiteDialog } from './delete-site-dialog';
import { EditSiteDialog } from './edit-site-dialog';
import { NewSiteDialog } from './new-site-dialog';
import { SiteRow, type SiteRowProps } from './site-row';
import { useSetSiteActive } from '../api/set-site-active';

const TEXTS = { loading: 'Chargement des sites…', loadError: 'Impossible de charger les sites. Veuillez réessayer.' };

const UNASSIGNED = <Badge variant="outline">Non attribué</Badge>;

/** A site's row with its owner's address: one read per row, by the listener alone (not Lite first). */
function SiteItem(props: Omit<SiteRowProps, 'owner'>) {
  const ownerId = props.site.ownerId;
  const owner = useAdminDoc(ownerId ? refs.user(ownerId) : null, { listenerOnly: true });
  return (
    <SiteRow
      {...props}
      owner={ownerId ? <LookupText state={owner}>{(user) => user?.email ?? UNASSIGNED}</LookupText> : UNASSIGNED}
    />
  );
}

/**
 * /admin/sites (administrators): every site, newest first, page by page, or those a search finds,
 * with their number; 'Accéder' makes it the current site. `?nouveau=1&nom=…&formule=…` (from a
 * prospect) opens « Nouveau site » on that name and plan.
 */
export function SitesPage() {
  const [typed, setTyped] = useState('');
  const found = useSearchedSites(typed);
  const current = useCurrentSite();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const request = readNewSiteRequest(params);
  const [creating, setCreating] = useState(false);
  const setCreatingOpen = (next: boolean) => {
    setCreating(next);
    if (!next && request) setParams({}, { replace: true });
  };
  const [acting, setActing] = useState<{ kind: 'edit' | 'deactivate' | 'delete'; site: SiteEntity } | null>(null);
  const activation = useSetSiteActive({
    success: (_result, site, active) =>
      active ? `«\u00a0${site.name}\u00a0» est de nouveau en ligne.` : `«\u00a0${site.name}\u00a0» est désactivé.`,
    failure: 'Impossible de modifier l’état du site. Veuillez réessayer.',
  });
  const setActive = (site: SiteEntity, active: boolean) => activation.run(site, active);
  const closeAction = (open: boolean) => !open && setActing(null);

  const open = (siteId: string) => {
    current.select(siteId);
    void navigate(screenPaths.dashboard);
  };
  const createButton = (
    <Button colorPalette="brand" onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" />
      Nouveau site
    </Button>
  );

  return (
    <AdminPage
      title="Sites"
      description="Choisissez le site sur lequel travailler, ou créez-en un nouveau."
      actions={
        <>
          <Button asChild variant="outline">
            <Link to={screenPaths.domains}>
              <Link2 aria-hidden="true" />
              Domaines
            </Link>
          </Button>
          {createButton}
        </>
      }
    >
      <ListSearch value={typed} onChange={setTyped} result={found} texts={SITE_SEARCH_TEXTS} />
      <PagedItems
        list={found.list}
        texts={TEXTS}
        empty={
          found.searched !== null ? null : (
            <Stack gap="4">
              <EmptyState
                title="Aucun site disponible"
                description="Créez un premier site pour commencer."
                icon={Globe}
              />
              <Box alignSelf="center">{createButton}</Box>
            </Stack>
          )
        }
      >
        {(site) => (
          <SiteItem
            key={site.id}
            site={site}
            current={site.id === current.siteId}
            onOpen={() => open(site.id)}
            onEdit={() => setActing({ kind: 'edit', site })}
            onToggleActive={() =>
              site.active === false ? void setActive(site, true) : setActing({ kind: 'deactivate', site })
            }
            onDelete={() => setActing({ kind: 'delete', site })}
          />
        )}
      </PagedItems>
      <NewSiteDialog
        key={request ? 'request' : 'blank'}
        open={creating || request !== null}
        onOpenChange={setCreatingOpen}
        initial={request ?? undefined}
      />
      {acting?.kind === 'edit' && (
        <EditSiteDialog key={acting.site.id} site={acting.site} open onOpenChange={closeAction} />
      )}
      <ConfirmDialog
        open={acting?.kind === 'deactivate'}
        onOpenChange={closeAction}
        title="Désactiver le site"
        message={`Désactiver «\u00a0${acting?.site.name ?? ''}\u00a0»\u00a0? Ses visiteurs verront une page «\u00a0indisponible\u00a0» et son propriétaire en sera informé. Son contenu, ses demandes et ses domaines sont conservés\u00a0: vous pourrez le réactiver à tout moment.`}
        confirmLabel="Désactiver"
        onConfirm={() => (acting ? setActive(acting.site, false) : undefined)}
      />
      {acting?.kind === 'delete' && (
        <DeleteSiteDialog
          key={acting.site.id}
          site={acting.site}
          open
          onOpenChange={closeAction}
          onDeleted={() => {
            if (current.siteId === acting.site.id) current.clear();
            setActing(null);
          }}
        />
      )}
    </AdminPage>
  );
}
