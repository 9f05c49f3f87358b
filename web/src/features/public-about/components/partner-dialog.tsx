import { Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SafeImage } from '@/components/layout/safe-image';
import { SiteDialog } from '@/components/site/site-dialog';
import type { PublicPartner } from '../api/use-about-content';
import { PartnerLogo } from './partner-logo';

export interface PartnerDialogProps {
  /** The dialog's id, which its card's button names. */
  id: string;
  partner: PublicPartner;
}

/** A partner's long description and extra pictures. */
export function PartnerDialog({ id, partner }: PartnerDialogProps) {
  const text = partner.longDescription || partner.description;
  const pictures = partner.images.filter(Boolean);
  return (
    <SiteDialog id={id} labelledBy={`${id}-title`} size="lg">
      <Box px="6" pt="6" pb="4" pe="14">
        <HStack gap="4">
          <PartnerLogo src={partner.logoUrl} boxSize="12" flexShrink="0" />
          <Heading as="h2" id={`${id}-title`} fontFamily="heading" fontSize="2xl" lineHeight="1.2">
            {partner.name}
          </Heading>
        </HStack>
      </Box>
      <Box px="6" pt="2" pb="6">
        <Stack gap="5">
          {text && (
            <Text whiteSpace="pre-line" lineHeight="1.75" textWrap="pretty">
              {text}
            </Text>
          )}
          {pictures.length > 0 && (
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              {pictures.map((src, index) => (
                <SafeImage
                  sizes="(min-width: 30em) 16rem, 100vw"
                  key={`${index}-${src}`}
                  src={src}
                  alt={`${partner.name} — photo ${index + 1}`}
                  width={800}
                  height={600}
                  w="full"
                  aspectRatio={4 / 3}
                  fit="cover"
                  borderRadius="xl"
                />
              ))}
            </SimpleGrid>
          )}
          {!text && pictures.length === 0 && <Text color="fg.muted">{partner.name}</Text>}
        </Stack>
      </Box>
    </SiteDialog>
  );
}
