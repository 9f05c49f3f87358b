import { Grid, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SafeImage } from '@/components/layout/safe-image';
import { PageSection } from '@/components/site/page-section';
import { SectionHeading } from '@/components/site/section-heading';

export interface HighlightSectionProps {
  title: string;
  description: string;
  images: readonly string[];
}

/** 'En ce moment': the shop's current news, with up to two portrait (9:16) pictures. */
export function HighlightSection({ title, description, images }: HighlightSectionProps) {
  const pictures = images.filter(Boolean).slice(0, 2);
  return (
    <PageSection labelledBy="highlight-title">
      <Grid
        templateColumns={{ base: '1fr', md: pictures.length ? '1fr 1fr' : '1fr' }}
        gap={{ base: '10', md: '16' }}
        alignItems="center"
      >
        <Stack gap="5">
          <SectionHeading
            id="highlight-title"
            eyebrow={title ? 'En ce moment' : undefined}
            title={title || 'En ce moment'}
            align="start"
          />
          {description && (
            <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" whiteSpace="pre-line" textWrap="pretty">
              {description}
            </Text>
          )}
        </Stack>
        {pictures.length > 0 && (
          <SimpleGrid
            columns={pictures.length}
            gap={{ base: '3', md: '5' }}
            maxW={{ base: 'sm', md: 'md' }}
            mx="auto"
            w="full"
          >
            {pictures.map((src, index) => (
              <SafeImage
                sizes={`(min-width: 48em) ${28 / pictures.length}rem, ${24 / pictures.length}rem`}
                key={`${index}-${src}`}
                src={src}
                alt=""
                width={720}
                height={1280}
                w="full"
                aspectRatio={9 / 16}
                fit="cover"
                borderRadius="2xl"
                shadow="md"
                // The second picture sits lower: a magazine layout rather than a strip.
                mt={index === 1 ? { base: '8', md: '12' } : undefined}
              />
            ))}
          </SimpleGrid>
        )}
      </Grid>
    </PageSection>
  );
}
