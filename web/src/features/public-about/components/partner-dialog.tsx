import { CloseButton, Dialog, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SafeImage } from '@/components/layout/safe-image';
import { SiteDialog } from '@/components/site/site-dialog';
import type { PublicPartner } from '../api/use-about-content';
import { PartnerLogo } from './partner-logo';

export interface PartnerDialogProps {
  partner: PublicPartner;
  open: boolean;
  onClose: () => void;
  /** Where focus goes back when the dialog closes (the card that opened it). */
  returnFocusTo: () => HTMLElement | null;
}

/** A partner's long description and extra pictures. */
export function PartnerDialog({ partner, open, onClose, returnFocusTo }: PartnerDialogProps) {
  const text = partner.longDescription || partner.description;
  const pictures = partner.images.filter(Boolean);
  return (
    <SiteDialog open={open} onClose={onClose} returnFocusTo={returnFocusTo} size="lg">
      <Dialog.Header pe="14">
        <HStack gap="4">
          <PartnerLogo src={partner.logoUrl} boxSize="12" flexShrink="0" />
          <Dialog.Title as="h2" fontFamily="heading" fontSize="2xl" lineHeight="1.2">
            {partner.name}
          </Dialog.Title>
        </HStack>
      </Dialog.Header>
      <Dialog.Body pb="6">
        <Stack gap="5">
          {text && (
            <Dialog.Description color="fg" whiteSpace="pre-line" lineHeight="1.75" textWrap="pretty">
              {text}
            </Dialog.Description>
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
      </Dialog.Body>
      <Dialog.CloseTrigger asChild top="4" insetEnd="4">
        <CloseButton size="sm" aria-label="Fermer" />
      </Dialog.CloseTrigger>
    </SiteDialog>
  );
}
