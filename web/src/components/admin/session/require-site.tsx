import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { PageLoader } from '@/components/layout/page-loader';
import { screenPaths } from '@/config/admin-screens';
import { useCurrentSite } from './current-site-context';
import type { SiteEntity } from './use-manageable-sites';
import { useSignedInUser } from './use-session';

export interface ReadySite {
  siteId: string;
  site: SiteEntity;
}

/** 'Aucun site sélectionné', with what to do about it for each role. */
export function NoSiteSelected() {
  const { role } = useSignedInUser();
  return (
    <Center py="16" px="4">
      <Stack align="center" textAlign="center" gap="3" maxW="md">
        <Heading as="h2" size="lg">
          Aucun site sélectionné
        </Heading>
        {role === 'admin' ? (
          <>
            <Text color="fg.muted">Créez un site ou sélectionnez-en un dans la liste des sites pour commencer.</Text>
            <Button asChild colorPalette="brand">
              <Link to={screenPaths.sites}>Choisir un site</Link>
            </Button>
          </>
        ) : (
          <Text color="fg.muted">
            Aucun site n’est associé à votre compte. Contactez un administrateur pour qu’il vous en attribue un.
          </Text>
        )}
      </Stack>
    </Center>
  );
}

/**
 * Placeholder guard of the content screens: 'Chargement du site…' while the current site
 * loads, 'Aucun site sélectionné' without one, else renders `children` with the ready site.
 */
export function RequireSite({ children }: { children: (current: ReadySite) => ReactNode }) {
  const { status, siteId, site } = useCurrentSite();
  if (status === 'loading') return <PageLoader text="Chargement du site…" fullScreen={false} />;
  if (!siteId || !site) return <NoSiteSelected />;
  return children({ siteId, site });
}
