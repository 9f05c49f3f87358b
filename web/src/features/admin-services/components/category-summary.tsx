import { Box, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Entity, serviceCategorySchema } from '@comptoir/core';
import { SafeImage } from '@/components/layout/safe-image';

/** A category card previews 3 images, then '+N'. */
export const PREVIEW_IMAGES = 3;

function ImagePreview({ images, name }: { images: readonly string[]; name: string }) {
  const hidden = images.length - PREVIEW_IMAGES;
  return (
    <HStack gap="2" aria-label={`${images.length} image${images.length > 1 ? 's' : ''}`} role="group">
      {images.slice(0, PREVIEW_IMAGES).map((src, index) => (
        <SafeImage
          key={`${index}-${src.slice(-24)}`}
          src={src}
          alt={`${name} — image ${index + 1}`}
          sizes="54px"
          width={54}
          height={96}
          w="54px"
          h="96px"
          objectFit="cover"
          borderRadius="md"
          bg="bg.muted"
        />
      ))}
      {hidden > 0 && (
        <Center w="54px" h="96px" borderRadius="md" bg="bg.muted" fontWeight="semibold" color="fg.muted">
          +{hidden}
        </Center>
      )}
    </HStack>
  );
}

/** One service category card: tab label, title, description and its images. */
export function CategorySummary({ category }: { category: Entity<typeof serviceCategorySchema> }) {
  return (
    <Stack gap="2">
      <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="brand.fg">
        {category.name}
      </Text>
      <Heading as="h3" size="sm" lineHeight="short">
        {category.title}
      </Heading>
      {category.description && (
        <Text fontSize="sm" color="fg.muted" lineClamp={3}>
          {category.description}
        </Text>
      )}
      {category.images.length > 0 ? (
        <ImagePreview images={category.images} name={category.name} />
      ) : (
        <Box fontSize="sm" color="fg.muted">
          Aucune image
        </Box>
      )}
    </Stack>
  );
}
