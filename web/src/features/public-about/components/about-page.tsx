import { Container } from '@chakra-ui/react';
import { DEFAULT_SITE_NAME } from '@/components/layout/merchant-layout';
import { PageLoader } from '@/components/layout/page-loader';
import { LoadError } from '@/components/site/load-error';
import { PageHeader } from '@/components/site/page-header';
import { useSite } from '@/components/site/site-context';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useAboutContent } from '../api/use-about-content';
import { JourneySection } from './journey-section';
import { PartnersSection } from './partners-section';
import { StorySection } from './story-section';
import { TeamSection } from './team-section';
import { ValuesSection } from './values-section';

const LEAD = 'Notre histoire, nos valeurs et les personnes qui font vivre la boutique au quotidien.';

/** 'Qui sommes-nous': the shop's about page. */
export function AboutPage() {
  const { site } = useSite();
  const content = useAboutContent();
  const name = site?.name || DEFAULT_SITE_NAME;
  usePageMeta('Qui sommes-nous', `${name}\u00a0: ${LEAD.charAt(0).toLowerCase()}${LEAD.slice(1)}`, name);

  if (content.status === 'loading') return <PageLoader text="Chargement du contenu…" fullScreen={false} />;
  return (
    <>
      <PageHeader eyebrow="Qui sommes-nous" title={name} lead={LEAD} />
      {content.failed && (
        <Container maxW="6xl" pt="8">
          <LoadError
            title="Une partie du contenu n’a pas pu être chargée."
            description="Vérifiez votre connexion, puis rafraîchissez la page."
          />
        </Container>
      )}
      {/* Without a story but with steps, the journey tells the story. */}
      {(content.story.trim() || content.journey.length === 0) && <StorySection story={content.story} />}
      {content.journey.length > 0 && <JourneySection steps={content.journey} />}
      <ValuesSection values={content.values} />
      <TeamSection members={content.team} />
      <PartnersSection partners={content.partners} />
    </>
  );
}
