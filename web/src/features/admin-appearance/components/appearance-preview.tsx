import { Box, Button, Center, Flex, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { appearanceVariables, type Appearance } from '@comptoir/core';
import { Leaf, Store } from 'lucide-react';
import type { CSSProperties } from 'react';

export interface AppearancePreviewProps {
  appearance: Appearance;
  siteName: string;
}

/**
 * A miniature of the public site. The site's colour variables are set on this box only, so the
 * same brand tokens the public pages use show the colours being chosen.
 */
export function AppearancePreview({ appearance, siteName }: AppearancePreviewProps) {
  const style = appearanceVariables(appearance) as CSSProperties;
  return (
    <Box
      style={style}
      borderWidth="1px"
      borderRadius="xl"
      overflow="hidden"
      bg="white"
      color="gray.900"
      aria-label="Aperçu"
      role="img"
    >
      <HStack px="4" py="3" borderBottomWidth="1px" gap="2.5">
        {appearance.logoUrl ? (
          <Image src={appearance.logoUrl} alt="" width={40} height={40} boxSize="10" objectFit="contain" />
        ) : (
          <Center boxSize="10" borderRadius="md" bg="brand.primary" color="brand.primaryContrast">
            <Store size={20} />
          </Center>
        )}
        <Text fontWeight="semibold" truncate>
          {siteName}
        </Text>
      </HStack>
      <Stack bg="brand.subtle" px="4" py="6" gap="3">
        <Heading as="p" size="lg" color="brand.fg">
          Bienvenue chez {siteName}
        </Heading>
        <Text fontSize="sm">Produits frais et locaux, sélectionnés avec soin.</Text>
        <Flex gap="2" wrap="wrap">
          <Button as="span" size="sm" colorPalette="brand">
            Demander un devis
          </Button>
          <Button as="span" size="sm" bg="brand.primary" color="brand.primaryContrast">
            Nos produits
          </Button>
        </Flex>
      </Stack>
      <HStack px="4" py="4" gap="3">
        <Center boxSize="10" borderRadius="lg" bg="brand.icon" color="brand.iconContrast" flexShrink={0}>
          <Leaf size={20} />
        </Center>
        <Box>
          <Text fontWeight="medium" fontSize="sm">
            Produits de saison
          </Text>
          <Box h="1.5" w="16" mt="1" borderRadius="full" bg="brand.accent" />
        </Box>
      </HStack>
    </Box>
  );
}
