import { Box, Button, Container, HStack, Stack, Text } from '@chakra-ui/react';
import { ardoiseUntilText, congesReturnText, formatPrice } from '@comptoir/core';
import { SafeImage } from '@/components/layout/safe-image';
import { DEFAULT_SITE_NAME } from '@/components/layout/merchant-layout';
import { PageLoader } from '@/components/layout/page-loader';
import { SmartLink } from '@/components/layout/smart-link';
import { PageHeader } from '@/components/site/page-header';
import { useSite } from '@/components/site/site-context';
import { paths } from '@/config/paths';
import { useArdoise } from '@/hooks/use-ardoise';
import { usePageMeta } from '@/hooks/use-page-meta';
import { usePlanIncludes } from '@/hooks/use-plan';
import { useRunningConges } from '@/hooks/use-running-conges';
import { PAGE_IMAGE_SIZES, usePageImage } from '@/lib/render-context';

const EYEBROW = 'L’ardoise du jour';

/**
 * /merchant/ardoise: today's ardoise, the address its link shares (its photo, else the square
 * picture drawn from its title, on the page and as the preview's image); once it has left, says so
 * and leads to the shop.
 */
export function ArdoisePage() {
  const { site, path } = useSite();
  const withProducts = usePlanIncludes('products');
  const { status, ardoise } = useArdoise();
  const away = useRunningConges();
  const name = site?.name || DEFAULT_SITE_NAME;
  const price = ardoise?.price != null ? formatPrice(ardoise.price) : '';
  usePageMeta(
    ardoise ? ardoise.title : EYEBROW,
    ardoise ? `${EYEBROW}${price ? ` — ${price}` : ''}, ${ardoiseUntilText(ardoise.until)}.` : undefined,
    name,
  );
  // Its photo, else the square picture drawn from its title: on the page and in link previews.
  const picture = ardoise ? ardoise.imageUrl || ardoise.cardUrl : '';
  usePageImage(picture);
  if (status === 'loading') return <PageLoader text="Chargement de l’ardoise…" fullScreen={false} />;
  return (
    <>
      <PageHeader eyebrow={EYEBROW} title={ardoise?.title ?? 'Pas d’ardoise en ce moment'} />
      <Container maxW="3xl" py={{ base: '8', md: '12' }}>
        <Stack gap="6" align="center" textAlign="center">
          {ardoise && picture && (
            <Box
              w="full"
              maxW={ardoise.imageUrl ? undefined : 'md'}
              borderRadius="2xl"
              overflow="hidden"
              bg="brand.subtle"
            >
              <SafeImage
                src={picture}
                alt={ardoise.title}
                sizes={PAGE_IMAGE_SIZES}
                priority
                width={1200}
                height={ardoise.imageUrl ? 900 : 1200}
                w="full"
                aspectRatio={ardoise.imageUrl ? 4 / 3 : 1}
                fit="cover"
              />
            </Box>
          )}
          {ardoise ? (
            <Stack gap="1">
              {price && (
                <Text fontSize="2xl" fontWeight="semibold" color="brand.fg">
                  {price}
                </Text>
              )}
              <Text color="fg.muted">{`Aujourd’hui ${ardoiseUntilText(ardoise.until)}, chez ${name}.`}</Text>
            </Stack>
          ) : (
            <Text color="fg.muted">
              {away
                ? `Revenez à partir du ${congesReturnText(away)}, à notre retour de congés\u00a0: l’ardoise change chaque jour.`
                : 'Revenez demain\u00a0: l’ardoise change chaque jour.'}
            </Text>
          )}
          <HStack gap="3" wrap="wrap" justify="center">
            {withProducts && (
              <Button asChild colorPalette="brand" borderRadius="full">
                <SmartLink href={path(paths.merchant.products)}>Voir nos produits</SmartLink>
              </Button>
            )}
            <Button asChild variant="outline" borderRadius="full">
              <SmartLink href={path(paths.merchant.home)}>Accueil</SmartLink>
            </Button>
          </HStack>
        </Stack>
      </Container>
    </>
  );
}
