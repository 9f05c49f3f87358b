import { Box, Heading, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReassuranceItem } from '@comptoir/core';
import { CONTENT_ICONS } from '@/components/site/content-icons';
import { IconTile } from '@/components/site/icon-tile';
import { PageSection } from '@/components/site/page-section';
import { SampleBadge } from '@/components/site/sample-content';

type Item = Omit<ReassuranceItem, 'orderIndex'> & { id?: string };

/** The shop's commitments, in a row of four on desktop. */
export function ReassuranceSection({ items, sample }: { items: readonly Item[]; sample: boolean }) {
  return (
    <PageSection labelledBy="reassurance-title" bg="brand.subtle" py={{ base: '10', md: '14' }}>
      <VisuallyHidden asChild>
        <h2 id="reassurance-title">Nos engagements</h2>
      </VisuallyHidden>
      {sample && (
        <Box mb="6">
          <SampleBadge />
        </Box>
      )}
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: '6', md: '8' }}>
        {items.map((item) => (
          <Stack as="li" key={item.id ?? item.title} direction={{ base: 'row', lg: 'column' }} gap="4" align="start">
            <IconTile icon={CONTENT_ICONS[item.iconName]} />
            <Stack gap="1">
              <Heading as="h3" fontSize="md" fontWeight="semibold" fontFamily="body">
                {item.title}
              </Heading>
              {item.description && (
                <Text color="fg.muted" fontSize="sm" textWrap="pretty">
                  {item.description}
                </Text>
              )}
            </Stack>
          </Stack>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}
