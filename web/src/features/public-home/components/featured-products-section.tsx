import { Badge, Button, Center, Stack } from '@chakra-ui/react';
import { listedCountText } from '@comptoir/core';
import { ArrowRight } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { PageSection } from '@/components/site/page-section';
import type { PublicProduct } from '@/components/site/public-product';
import { ProductGrid } from '@/components/site/product-grid';
import { SampleBadge } from '@/components/site/sample-content';
import { SectionHeading } from '@/components/site/section-heading';
import { useSite } from '@/components/site/site-context';
import { paths } from '@/config/paths';

export function FeaturedProductsSection({ products, sample }: { products: readonly PublicProduct[]; sample: boolean }) {
  const { path } = useSite();
  return (
    <PageSection labelledBy="featured-title">
      <Stack gap={{ base: '10', md: '12' }}>
        <SectionHeading
          id="featured-title"
          eyebrow="Notre sélection"
          title="Nos produits phares"
          lead="Les incontournables de la maison, choisis pour vous."
          aside={
            sample ? (
              <SampleBadge />
            ) : (
              <Badge colorPalette="brand" variant="subtle" size="lg" borderRadius="full" px="3">
                {listedCountText(products.length)}
              </Badge>
            )
          }
        />
        <ProductGrid products={products} />
        <Center>
          <Button
            asChild
            variant="outline"
            colorPalette="brand"
            color="brand.fg"
            borderColor="brand.fg"
            borderRadius="full"
            size="lg"
          >
            <RouterLink to={path(paths.merchant.products)}>
              Voir tous nos produits <ArrowRight aria-hidden="true" />
            </RouterLink>
          </Button>
        </Center>
      </Stack>
    </PageSection>
  );
}
