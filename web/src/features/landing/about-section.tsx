import { Box, Circle, Grid, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Check, ChefHat, ShoppingBasket, Sprout, type LucideIcon } from 'lucide-react';
import { IconTile } from '@/components/site/icon-tile';
import { LandingSection } from './landing-section';
import { SectionHeading } from '@/components/site/section-heading';

const AUDIENCES: readonly { icon: LucideIcon; title: string; description: string }[] = [
  {
    icon: ShoppingBasket,
    title: 'Épiceries',
    description: 'Vos arrivages, vos produits phares et vos horaires, toujours à jour.',
  },
  {
    icon: ChefHat,
    title: 'Traiteurs',
    description: 'Vos prestations, vos menus et les demandes de devis réunis au même endroit.',
  },
  {
    icon: Sprout,
    title: 'Producteurs',
    description: 'Votre exploitation, vos marchés et vos points de vente présentés simplement.',
  },
];

const SITE_CONTENT = [
  'Produits et prix',
  'Horaires et fermetures',
  'Événements et dégustations',
  'Avis de vos clients',
  'Demandes de devis',
  'Plan d’accès',
];

export function AboutSection() {
  return (
    <LandingSection id="about" labelledBy="about-title">
      <Grid templateColumns={{ base: '1fr', lg: '1.1fr 1fr' }} gap={{ base: '12', lg: '20' }} alignItems="center">
        <Stack gap="8">
          <SectionHeading
            id="about-title"
            align="start"
            eyebrow={'Pour qui\u00a0?'}
            title="Pensé pour les commerces qui font vivre le quartier"
            lead={
              'Comptoir crée et héberge le site web des commerces de proximité. Vos clients y trouvent l’essentiel en un coup d’œil\u00a0; vous gardez la main sur tout, depuis un back-office conçu pour les commerçants.'
            }
          />
          <Box>
            <Text fontWeight="semibold" mb="4">
              Ce que vos clients trouvent sur votre site&nbsp;:
            </Text>
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap="3">
              {SITE_CONTENT.map((item) => (
                <HStack as="li" key={item} gap="3">
                  <Circle size="6" bg="brand.subtle" color="brand.fg" flexShrink="0">
                    <Check size={14} strokeWidth={2.5} aria-hidden="true" />
                  </Circle>
                  <Text>{item}</Text>
                </HStack>
              ))}
            </SimpleGrid>
          </Box>
        </Stack>
        <Stack as="ul" listStyleType="none" gap="4">
          {AUDIENCES.map((audience) => (
            <HStack
              as="li"
              key={audience.title}
              align="start"
              gap="5"
              p={{ base: '5', md: '6' }}
              bg="cream"
              borderWidth="1px"
              borderColor="blackAlpha.100"
              borderRadius="2xl"
            >
              <IconTile icon={audience.icon} bg="bg" color="brand.fg" />
              <Stack gap="1">
                <Heading as="h3" fontSize="xl" fontWeight="semibold">
                  {audience.title}
                </Heading>
                <Text color="fg.muted">{audience.description}</Text>
              </Stack>
            </HStack>
          ))}
        </Stack>
      </Grid>
    </LandingSection>
  );
}
