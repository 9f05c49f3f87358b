import { Hero } from '@/components/layout/hero';
import { HeroMockup } from './hero-mockup';

export function LandingHero() {
  return (
    <Hero
      variant="landing"
      title="Le site de votre commerce, aussi soigné que votre vitrine"
      subtitle={
        'Comptoir crée le site web de votre épicerie, de votre service traiteur ou de votre ferme. Produits, horaires, événements, devis\u00a0: vous modifiez tout vous-même, en quelques clics, même depuis votre téléphone.'
      }
      // Starting means picking a plan, so the main call goes to the prices; the second one explains first.
      ctaText="Démarrer maintenant"
      ctaLink="#pricing"
      secondaryCtaText="En savoir plus"
      secondaryCtaLink="#features"
    >
      <HeroMockup />
    </Hero>
  );
}
