import { Box, Button, Card, Heading, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { SafeImage } from '@/components/layout/safe-image';
import type { PublicPartner } from '../api/get-about-content';

export interface PartnerCardProps {
  partner: PublicPartner;
  onOpen: (trigger: HTMLElement) => void;
}

/** A partner tile; the whole card opens the partner's story (the button stretches over it). */
export function PartnerCard({ partner, onOpen }: PartnerCardProps) {
  return (
    <Card.Root
      variant="outline"
      h="full"
      overflow="hidden"
      borderRadius="2xl"
      borderColor="blackAlpha.100"
      bg="bg"
      position="relative"
      transition="box-shadow 0.2s, transform 0.2s"
      _hover={{ shadow: 'lg', transform: 'translateY(-2px)' }}
      _focusWithin={{ shadow: 'lg' }}
    >
      <Box position="relative">
        <SafeImage src={partner.imageUrl} alt="" width={1200} height={800} w="full" aspectRatio={3 / 2} fit="cover" />
        {partner.logoUrl && (
          <SafeImage
            src={partner.logoUrl}
            alt=""
            width={400}
            height={400}
            position="absolute"
            bottom="-7"
            insetStart="5"
            boxSize="14"
            borderRadius="full"
            bg="bg"
            borderWidth="3px"
            borderColor="bg"
            shadow="md"
          />
        )}
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
        <Button
          variant="plain"
          px="0"
          h="auto"
          color="brand.fg"
          position="static"
          aria-label={`En savoir plus : ${partner.name}`}
          onClick={(event) => onOpen(event.currentTarget)}
          // Stretched over the card so a tap anywhere opens the partner's story.
          _after={{ content: '""', position: 'absolute', inset: '0' }}
        >
          En savoir plus <ArrowRight aria-hidden="true" />
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
