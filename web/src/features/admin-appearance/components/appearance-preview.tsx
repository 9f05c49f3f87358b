import { Box, Button, Center, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { appearanceVariables, type Appearance } from '@comptoir/core';
import { Leaf, Store } from 'lucide-react';
import type { CSSProperties } from 'react';
import { SafeImage } from '@/components/layout/safe-image';
import { IconTile } from '@/components/site/icon-tile';

export interface AppearancePreviewProps {
  appearance: Appearance;
  siteName: string;
}

/**
 * A miniature of the public site, painted with the colours being edited. The box carries the
 * site's colour variables and the theme's class, so the theme's brand tokens are declared again
 * on it and resolve against these colours, exactly as the public pages resolve them on :root.
 */
export function AppearancePreview({ appearance, siteName }: AppearancePreviewProps) {
  const style = appearanceVariables(appearance) as CSSProperties;
  return (
    <Box
      className="chakra-theme"
      style={style}
      borderWidth="1px"
      borderRadius="xl"
      overflow="hidden"
      bg="white"
      color="gray.900"
      aria-label="Aperçu"
      role="img"
      data-testid="appearance-preview"
    >
      <HStack px="4" py="3" borderBottomWidth="1px" gap="2.5">
        {appearance.logoUrl ? (
          <SafeImage
            src={appearance.logoUrl}
            alt=""
            width={40}
            height={40}
            sizes="32px"
            boxSize="8"
            objectFit="contain"
          />
        ) : (
          <Center boxSize="8" borderRadius="md" bg="brand.solid" color="brand.contrast">
            <Store size={16} />
          </Center>
        )}
        <Text fontWeight="semibold" fontSize="sm" truncate flex="1">
          {siteName}
        </Text>
        <Text fontSize="xs" fontWeight="medium" color="brand.fg">
          Accueil
        </Text>
        <Text fontSize="xs">Produits</Text>
      </HStack>
      <Stack bg="brand.subtle" px="4" py="6" gap="3" align="center" textAlign="center">
        <Text fontFamily="heading" fontSize="xl" fontWeight="semibold" lineHeight="1.2">
          Bienvenue chez {siteName}
        </Text>
        <Flex gap="2" wrap="wrap" justify="center">
          <Button as="span" size="xs" colorPalette="brand" borderRadius="full">
            Découvrir nos produits
          </Button>
          <Button as="span" size="xs" variant="outline" borderRadius="full" color="brand.fg" borderColor="brand.fg">
            Nos rendez-vous
          </Button>
        </Flex>
      </Stack>
      <HStack px="4" py="4" gap="3" align="center">
        <IconTile icon={Leaf} boxSize="10" />
        <Box flex="1" minW="0">
          <Text fontSize="2xs" fontWeight="semibold" letterSpacing="wider" textTransform="uppercase" color="brand.fg">
            Épicerie
          </Text>
          <Text fontWeight="medium" fontSize="sm">
            Produits de saison
          </Text>
        </Box>
        <Text fontWeight="semibold" color="brand.fg">
          6,50 €
        </Text>
      </HStack>
      <HStack px="4" pb="4">
        <Box
          as="span"
          fontSize="xs"
          px="2.5"
          py="1"
          borderRadius="md"
          borderWidth="1px"
          outline="2px solid"
          outlineColor="brand.focusRing"
          outlineOffset="2px"
        >
          Sélection au clavier
        </Box>
      </HStack>
      <Box bg="brand.solid" color="brand.contrast" px="4" py="3" fontSize="xs">
        Pied de page · {siteName}
      </Box>
    </Box>
  );
}
