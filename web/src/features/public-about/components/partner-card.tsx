import { Box, Card, Heading, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { SafeImage } from '@/components/layout/safe-image';
import { TileButton, TileCard } from '@/components/site/tile-card';
import type { PublicPartner } from '../api/use-about-content';
import { PartnerLogo } from './partner-logo';

export interface PartnerCardProps {
  partner: PublicPartner;
  /** The id of the partner's dialog. */
  dialogId: string;
}

/** A partner tile; the whole card opens the partner's story (the button stretches over it). */
export function PartnerCard({ partner, dialogId }: PartnerCardProps) {
  return (
    <TileCard>
      <Box position="relative">
        <SafeImage
          sizes="(min-width: 64em) 33vw, (min-width: 30em) 50vw, 100vw"
          src={partner.imageUrl}
          alt=""
          width={1200}
          height={800}
          w="full"
          aspectRatio={3 / 2}
          fit="cover"
        />
        <PartnerLogo
          src={partner.logoUrl}
          position="absolute"
          bottom="-7"
          insetStart="5"
          boxSize="14"
          bg="bg"
          borderWidth="3px"
          borderColor="bg"
          shadow="md"
        />
      </Box>
      <Card.Body gap="2" p="5" pt={partner.logoUrl ? '10' : '5'}>
        <Heading as="h3" fontSize="lg" fontWeight="semibold">
          {partner.name}
        </Heading>
        {partner.description && (
          <Text color="fg.muted" fontSize="sm" textWrap="pretty">
            {partner.description}
          </Text>
        )}
      </Card.Body>
      <Card.Footer p="5" pt="0">
        <TileButton
          variant="plain"
          px="0"
          h="auto"
          color="brand.fg"
          aria-label={`En savoir plus\u00a0: ${partner.name}`}
          dialogId={dialogId}
        >
          En savoir plus <ArrowRight aria-hidden="true" />
        </TileButton>
      </Card.Footer>
    </TileCard>
  );
}
