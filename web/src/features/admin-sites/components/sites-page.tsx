import { Box, Button, Stack } from '@chakra-ui/react';
import { Globe, Link2, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AdminPage } from '@/components/admin/ui/admin-page';
import { ConfirmDialog } from '@/components/admin/ui/confirm-dialog';
import type { SiteEntity } from '@/components/admin/session/use-manageable-sites';
import { useCurrentSite } from '@/components/admin/session/current-site-context';
import { useAccounts } from '@/components/admin/session/use-accounts';
import { useErrorToast } from '@/components/admin/ui/use-error-toast';
import { useManageableSites } from '@/components/admin/session/use-manageable-sites';
import { useSignedInUser } from '@/components/admin/session/use-session';
import { PageLoader } from '@/components/layout/page-loader';
import { EmptyState } from '@/components/site/empty-state';
import { LoadError } from '@/components/site/load-error';
import { screenPaths } from '@/config/admin-screens';
import { DeleteSiteDialog } from './delete-site-dialog';
import { EditSiteDialog } from './edit-site-dialog';
import { NewSiteDialog } from './new-site-dialog';
import { SiteRow } from './site-row';
import { useSetSiteActive } from '../api/set-site-active';

const LOAD_ERROR = 'Impossible de charger les sites. Veuillez réessayer.';

/** /admin/sites (administrators): every site, newest first; 'Accéder' makes it the current site. */
export function SitesPage() {
  const user = useSignedInUser();
  const sites = useManageableSites(user);
  const accounts = useAccounts();
  const current = useCurrentSite();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [acting, setActing] = useState<{ kind: 'edit' | 'deactivate' | 'delete'; site: SiteEntity } | null>(null);
  const activation = useSetSiteActive({
    success: (_result, site, active) =>
      active ? `«\u00a0${site.name}\u00a0» est de nouveau en ligne.` : `«\u00a0${site.name}\u00a0» est désactivé.`,
    failure: 'Impossible de modifier l’état du site. Veuillez réessayer.',
  });
  const setActive = (site: SiteEntity, active: boolean) => activation.run(site, active);
  useErrorToast(sites.error, LOAD_ERROR);
  const closeAction = (open: boolean) => !open && setActing(null);

  const emailOf = (uid: string | null) => accounts.data?.find((account) => account.id === uid)?.email ?? null;
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
      {sites.status === 'loading' && <PageLoader text="Chargement des sites..." fullScreen={false} />}
      {sites.status === 'error' && <LoadError title={LOAD_ERROR} />}
      {sites.status === 'success' && sites.data.length === 0 && (
        <Stack gap="4">
          <EmptyState title="Aucun site disponible" description="Créez un premier site pour commencer." icon={Globe} />
          <Box alignSelf="center">{createButton}</Box>
        </Stack>
      )}
      {sites.status === 'success' && sites.data.length > 0 && (
        <Stack as="ul" gap="3" listStyle="none">
          {sites.data.map((site) => (
            <SiteRow
              key={site.id}
              site={site}
              ownerEmail={emailOf(site.ownerId)}
              current={site.id === current.siteId}
              onOpen={() => open(site.id)}
              onEdit={() => setActing({ kind: 'edit', site })}
              onToggleActive={() =>
                site.active === false ? void setActive(site, true) : setActing({ kind: 'deactivate', site })
              }
              onDelete={() => setActing({ kind: 'delete', site })}
            />
          ))}
        </Stack>
      )}
      <NewSiteDialog open={creating} onOpenChange={setCreating} sites={sites.data ?? []} />
      {acting?.kind === 'edit' && (
        <EditSiteDialog
          key={acting.site.id}
          site={acting.site}
          sites={sites.data ?? []}
          open
          onOpenChange={closeAction}
        />
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
