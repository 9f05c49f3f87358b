import { Container } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageLoader } from '@/components/layout/page-loader';
import { LoadError } from '@/components/site/load-error';
import { useSite, type SiteState } from '@/components/site/site-context';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useLegalSources, type LegalSources } from '../api/use-legal-sources';

export interface GeneratedLegalPageProps {
  title: string;
  description: string;
  /** The page from what it is made of; `site.site` is null on the platform's own domain. */
  render: (sources: LegalSources, site: SiteState) => ReactNode;
}

/** A page generated from the shop's (or the platform's) details, as they are now. */
export function GeneratedLegalPage({ title, description, render }: GeneratedLegalPageProps) {
  const site = useSite();
  const sources = useLegalSources(site.site ? site.siteId : null);
  usePageMeta(title, description, site.site?.name ?? 'Comptoir');

  if (sources.status === 'loading') return <PageLoader text="Chargement de la page…" fullScreen={false} />;
  if (sources.status === 'error') {
    return (
      <Container maxW="3xl" py="12">
        <LoadError
          title="Cette page n’a pas pu être chargée."
          description="Vérifiez votre connexion, puis rafraîchissez la page."
        />
      </Container>
    );
  }
  return render(sources, site);
}
