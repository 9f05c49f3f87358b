import { Button } from '@chakra-ui/react';
import { legalDetailsRef, recipientsRef, refs, settingsFormDefaults } from '@comptoir/core';
import { Link2 } from 'lucide-react';
import { Link } from 'react-router';
import { AdminPage } from '@/components/admin/ui/admin-page';
import { RequireSite, type ReadySite } from '@/components/admin/session/require-site';
import { useErrorToast } from '@/components/admin/ui/use-error-toast';
import { PageLoader } from '@/components/layout/page-loader';
import { LoadError } from '@/components/site/load-error';
import { screenPaths } from '@/config/admin-screens';
import { useAdminDoc } from '@/components/admin/data/use-admin-live';
import { SettingsForm } from './settings-form';

const LOAD_ERROR = 'Impossible de charger les paramètres du site.';

function LoadedSettings({ siteId, site }: ReadySite) {
  const secret = useAdminDoc(refs.sitePrivate(siteId));
  const recipients = useAdminDoc(recipientsRef(siteId));
  const legal = useAdminDoc(legalDetailsRef(siteId));
  const policies = useAdminDoc(refs.page(siteId, 'policies'));
  const reads = [secret, recipients, legal, policies];
  useErrorToast(reads.find((read) => read.error)?.error, LOAD_ERROR);
  if (reads.some((read) => read.status === 'loading')) {
    return <PageLoader text="Chargement des paramètres…" fullScreen={false} />;
  }
  if (reads.some((read) => read.status === 'error')) {
    return <LoadError title={LOAD_ERROR} />;
  }
  // Keyed by site: the form starts once from the stored values and never loses what is typed.
  return (
    <SettingsForm
      key={siteId}
      siteId={siteId}
      initial={settingsFormDefaults(site, secret.data ?? null, legal.data ?? null, policies.data ?? null)}
      confirmed={recipients.data?.confirmed ?? []}
    />
  );
}

/** /admin/settings. */
export function SettingsPage() {
  return (
    <AdminPage
      title="Paramètres du site"
      description="Emails de notification, coordonnées, réseaux sociaux, mentions légales et confidentialité."
      actions={
        <Button asChild variant="outline">
          <Link to={screenPaths.domains}>
            <Link2 aria-hidden="true" />
            Domaines
          </Link>
        </Button>
      }
    >
      <RequireSite>{(ready) => <LoadedSettings {...ready} />}</RequireSite>
    </AdminPage>
  );
}
