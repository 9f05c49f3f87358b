import { MAIN_ID } from '@/components/layout/skip-link';
import { Flex } from '@chakra-ui/react';
import { LANDING_TAGLINE, SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/hooks/use-page-meta';
import { AboutSection } from './about-section';
import { BRAND_MARK_URL } from './brand-mark';
import { ContactSection } from './contact-section';
import { FeaturesSection } from './features-section';
import { HEADER_LINKS, footerSections } from './landing-links';
import { useServices } from '@/lib/services-context';
import { LandingHero } from './landing-hero';
import { NumberedSteps } from './numbered-steps';
import { PricingSection } from './pricing-section';
import { STEPS } from './steps';

const NAME = 'Comptoir';

/** The platform's own page, pitched to shop owners (public spec §2). */
export function LandingPage() {
  const { mode } = useServices();
  usePageMeta(
    'Comptoir — des sites web pour les commerces de proximité',
    'Le site web des commerces de proximité : épiceries, traiteurs, producteurs. Site responsive, back-office simple, SEO et images optimisées, dès 29 € par mois.',
  );
  return (
    <Flex direction="column" minH="100dvh">
      <SiteHeader name={NAME} logoUrl={BRAND_MARK_URL} homeHref={paths.root} links={HEADER_LINKS} />
      <Flex as="main" id={MAIN_ID} direction="column" flex="1">
        <LandingHero />
        <AboutSection />
        <FeaturesSection />
        <NumberedSteps
          id="how-it-works"
          eyebrow="Comment ça marche"
          title="Votre site en ligne en trois étapes"
          lead="Pas de développement, pas de jargon : vous apportez votre savoir-faire, Comptoir s’occupe du reste."
          steps={STEPS}
          ctaText="Voir nos tarifs"
          ctaLink="#pricing"
        />
        <PricingSection />
        <ContactSection />
      </Flex>
      <SiteFooter name={NAME} tagline={LANDING_TAGLINE} sections={footerSections(mode !== 'production')} />
    </Flex>
  );
}
