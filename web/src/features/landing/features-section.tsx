import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FEATURES } from './features';
import { IconTile } from '@/components/site/icon-tile';
import { LandingSection } from './landing-section';
import { SectionHeading } from '@/components/site/section-heading';

export function FeaturesSection() {
  return (
    <LandingSection id="features" labelledBy="features-title" bg="cream">
      <SectionHeading
        id="features-title"
        eyebrow="Fonctionnalités"
        title="Tout ce qu’il faut pour exister en ligne, rien de superflu"
        lead={
          'Un site professionnel sans agence ni compétences techniques\u00a0: Comptoir s’occupe de la technique, vous vous occupez de vos clients.'
        }
      />
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 1, md: 2, lg: 3 }}
        gap="6"
        mt={{ base: '12', md: '16' }}
      >
        {FEATURES.map((feature) => (
          <Stack
            as="li"
            key={feature.title}
            gap={{ base: '3', md: '4' }}
            p={{ base: '6', md: '7' }}
            bg="bg"
            borderWidth="1px"
            borderColor="blackAlpha.100"
            borderRadius="2xl"
            shadow="xs"
            transition="box-shadow 0.2s, transform 0.2s"
            _hover={{ shadow: 'md', transform: 'translateY(-2px)' }}
          >
            <IconTile icon={feature.icon} bg="brand.subtle" color="brand.fg" />
            <Heading as="h3" fontSize="lg" fontWeight="semibold" fontFamily="body" letterSpacing="tight">
              {feature.title}
            </Heading>
            <Text color="fg.muted" textWrap="pretty">
              {feature.description}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
