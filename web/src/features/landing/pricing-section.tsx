import { SimpleGrid, Text } from '@chakra-ui/react';
import { SmartLink } from '@/components/layout/smart-link';
import { LandingSection } from './landing-section';
import { PlanCard } from './plan-card';
import { PLANS } from './plans';
import { SectionHeading } from '@/components/site/section-heading';

export function PricingSection() {
  return (
    <LandingSection id="pricing" labelledBy="pricing-title" bg="cream">
      <SectionHeading
        id="pricing-title"
        eyebrow="Tarifs"
        title="Des formules claires, sans surprise"
        lead="Un abonnement mensuel qui comprend l’hébergement, les mises à jour et le support. Choisissez la formule qui correspond à votre commerce."
      />
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 1, lg: 3 }}
        gap={{ base: '10', lg: '6' }}
        maxW={{ base: 'md', lg: 'none' }}
        mx="auto"
        mt={{ base: '14', md: '20' }}
      >
        {PLANS.map((plan) => (
          <PlanCard key={plan.name} plan={plan} />
        ))}
      </SimpleGrid>
      <Text textAlign="center" color="fg.muted" fontSize="sm" mt="10">
        Tous les prix sont indiqués par mois. Une hésitation&nbsp;?{' '}
        <SmartLink href="#contact" color="brand.fg" fontWeight="medium" textDecoration="underline">
          Écrivez-nous
        </SmartLink>
        , nous vous aidons à choisir.
      </Text>
    </LandingSection>
  );
}
