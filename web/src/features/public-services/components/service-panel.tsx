import { Box, Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowDown } from 'lucide-react';
import { SafeImage } from '@/components/layout/safe-image';
import type { ServiceCategoryEntity } from '../api/use-services-content';

export interface ServicePanelProps {
  category: ServiceCategoryEntity;
  label: string;
  onRequestQuote: () => void;
  /** The first panel's images are above the fold. */
  priority: boolean;
}

/** One service category: its title, description, a quote button and up to two 9:16 images. */
export function ServicePanel({ category, label, onRequestQuote, priority }: ServicePanelProps) {
  const images = category.images.filter(Boolean).slice(0, 2);
  return (
    <Grid
      templateColumns={{ base: '1fr', md: images.length ? '1fr 1fr' : '1fr' }}
      gap={{ base: '8', md: '12' }}
      alignItems="center"
    >
      <Stack gap="5" align="start" maxW="prose">
        <Heading as="h2" fontSize={{ base: '2xl', md: '3xl' }} lineHeight="1.2" textWrap="balance">
          {category.title || label}
        </Heading>
        {category.description && (
          <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" whiteSpace="pre-line" textWrap="pretty">
            {category.description}
          </Text>
        )}
        <Button
          colorPalette="brand"
          size="lg"
          borderRadius="full"
          px="6"
          onClick={onRequestQuote}
          aria-label={`Demander un devis\u00a0: ${label}`}
        >
          Demander un devis
          <ArrowDown aria-hidden="true" />
        </Button>
      </Stack>
      {images.length > 0 && (
        <Grid
          templateColumns={images.length > 1 ? '1fr 1fr' : '1fr'}
          gap={{ base: '3', md: '4' }}
          maxW="md"
          w="full"
          mx="auto"
        >
          {images.map((src, index) => (
            <Box key={`${index}-${src}`} mt={index === 1 ? { md: '10' } : undefined}>
              <SafeImage
                sizes={images.length > 1 ? '14rem' : '28rem'}
                src={src}
                alt={`${label} — photo ${index + 1}`}
                width={540}
                height={960}
                priority={priority}
                aspectRatio="9 / 16"
                w="full"
                h="auto"
                objectFit="cover"
                borderRadius="2xl"
                shadow="md"
                bg="brand.subtle"
              />
            </Box>
          ))}
        </Grid>
      )}
    </Grid>
  );
}
