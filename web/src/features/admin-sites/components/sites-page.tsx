import { Box, Button, Stack } from '@chakra-ui/react';
import { Globe, Link2, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AdminPage } from '@/components/admin/admin-page';
import { useCurrentSite } from '@/components/admin/current-site-context';
import { useAccounts } from '@/components/admin/use-accounts';
import { useErrorToast } from '@/components/admin/use-error-toast';
import { useManageableSites } from '@/components/admin/use-manageable-sites';
import { useSignedInUser } from '@/components/admin/use-session';
import { PageLoader } from '@/components/layout/page-loader';
import { EmptyState } from '@/components/site/empty-state';
import { LoadError } from '@/components/site/load-error';
import { paths } from '@/config/paths';
import { NewSiteDialog } from './new-site-dialog';
import { SiteRow } from './site-row';

const LOAD_ERROR = 'Impossible de charger les sites. Veuillez réessayer.';

/** /admin/sites (administrators): every site, newest first; 'Accéder' makes it the current site. */
export function SitesPage() {
  const user = useSignedInUser();
  const sites = useManageableSites(user);
  const accounts = useAccounts();
  const current = useCurrentSite();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  useErrorToast(sites.error, LOAD_ERROR);

  const emailOf = (uid: string | null) => accounts.data?.find((account) => account.id === uid)?.email ?? null;
  const open = (siteId: string) => {
    current.select(siteId);
    void navigate(paths.admin.dashboard);
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
            <Link to={paths.admin.domains}>
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
            />
          ))}
        </Stack>
      )}
      <NewSiteDialog open={creating} onOpenChange={setCreating} />
    </AdminPage>
  );
}
