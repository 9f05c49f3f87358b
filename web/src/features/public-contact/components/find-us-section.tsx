import { Box, Button, Center, Grid, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import type { Contact } from '@comptoir/core';
import { Bus, Car, ExternalLink, MapPin, TrainFront, TramFront, type LucideIcon } from 'lucide-react';
import { SafeImage } from '@/components/layout/safe-image';
import { PageSection } from '@/components/site/page-section';
import { SectionHeading } from '@/components/site/section-heading';
import { mapsHref } from '../contact-details';

const TRANSPORTS: readonly { key: 'metro' | 'bus' | 'tram' | 'car'; label: string; icon: LucideIcon }[] = [
  { key: 'metro', label: 'Métro', icon: TrainFront },
  { key: 'bus', label: 'Bus', icon: Bus },
  { key: 'tram', label: 'Tram', icon: TramFront },
  { key: 'car', label: 'Voiture', icon: Car },
];

/** 'Nous trouver': map, maps link and the ways to come (only those the shop filled in; none, no section). */
export function FindUsSection({ contact }: { contact: Contact }) {
  const href = mapsHref(contact);
  const transports = TRANSPORTS.filter(({ key }) => contact[key].trim() !== '');
  // Nothing to find the shop with yet: no section rather than an empty map.
  if (!href && !contact.mapImageUrl && transports.length === 0) return null;
  return (
    <PageSection labelledBy="find-us-title" bg="cream">
      <SectionHeading id="find-us-title" eyebrow="Accès" title="Nous trouver" />
      <Grid
        templateColumns={{ base: '1fr', md: '1.3fr 1fr' }}
        gap={{ base: '6', md: '10' }}
        mt={{ base: '8', md: '12' }}
        alignItems="center"
      >
        {contact.mapImageUrl ? (
          <SafeImage
            sizes="(min-width: 48em) 50vw, 100vw"
            src={contact.mapImageUrl}
            alt={contact.address ? `Plan d’accès\u00a0: ${contact.address}` : 'Plan d’accès'}
            width={1200}
            height={800}
            w="full"
            h="auto"
            aspectRatio="3 / 2"
            objectFit="cover"
            borderRadius={{ base: '2xl', md: '3xl' }}
            shadow="sm"
            bg="brand.subtle"
          />
        ) : (
          <Center aspectRatio="3 / 2" borderRadius={{ base: '2xl', md: '3xl' }} bg="brand.subtle" color="brand.fg">
            <Icon boxSize="16" aria-hidden="true">
              <MapPin strokeWidth={1.25} />
            </Icon>
          </Center>
        )}
        <Stack gap="6" align="start">
          {contact.address && (
            <Box>
              <Text fontSize="sm" color="fg.muted">
                Adresse
              </Text>
              <Text as="address" fontStyle="normal" fontSize="xl" fontWeight="semibold" fontFamily="heading">
                {contact.address}
              </Text>
            </Box>
          )}
          {transports.length > 0 && (
            <Stack as="ul" listStyleType="none" gap="3" w="full">
              {transports.map(({ key, label, icon: TransportIcon }) => (
                <HStack as="li" key={key} gap="3" align="start">
                  <Center boxSize="9" flexShrink="0" borderRadius="lg" bg="bg" color="brand.fg" aria-hidden="true">
                    <Icon size="md">
                      <TransportIcon strokeWidth={1.75} />
                    </Icon>
                  </Center>
                  <Box>
                    <Text fontWeight="semibold">{label}</Text>
                    <Text color="fg.muted">{contact[key]}</Text>
                  </Box>
                </HStack>
              ))}
            </Stack>
          )}
          {href && (
            <Button asChild colorPalette="brand" size="lg" borderRadius="full" px="6">
              <a href={href} target="_blank" rel="noopener noreferrer" data-audience="directions">
                Voir sur la carte
                <ExternalLink aria-hidden="true" />
                <Box as="span" srOnly>
                  (nouvelle fenêtre)
                </Box>
              </a>
            </Button>
          )}
        </Stack>
      </Grid>
    </PageSection>
  );
}
