import { usePageMeta } from '@/hooks/use-page-meta';
import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
import { FeaturesSection } from './features-section';
import { HEADER_LINKS } from './landing-links';
import { LandingHero } from './landing-hero';
import { NumberedSteps } from './numbered-steps';
import { PlatformLayout } from './platform-layout';
import { PricingSection } from './pricing-section';
import { STEPS } from './steps';

/** The platform's own page, pitched to shop owners. */
export function LandingPage() {
  usePageMeta(
    'Comptoir — des sites web pour les commerces de proximité',
    'Le site web des commerces de proximité\u00a0: épiceries, traiteurs, producteurs. Site responsive, back-office simple, SEO et images optimisées, dès 29 € par mois.',
  );
  return (
    <PlatformLayout links={HEADER_LINKS}>
      <LandingHero />
      <AboutSection />
      <FeaturesSection />
      <NumberedSteps
        id="how-it-works"
        eyebrow="Comment ça marche"
        title="Votre site en ligne en trois étapes"
        lead={
          'Pas de développement, pas de jargon\u00a0: vous apportez votre savoir-faire, Comptoir s’occupe du reste.'
        }
        steps={STEPS}
        ctaText="Voir nos tarifs"
        ctaLink="#pricing"
      />
      <PricingSection />
      <ContactSection />
    </PlatformLayout>
  );
}
