import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Entity, valueSchema } from '@comptoir/core';
import { CONTENT_ICONS } from '@/components/site/content-icons';
import { EmptyState } from '@/components/site/empty-state';
import { IconTile } from '@/components/site/icon-tile';
import { PageSection } from '@/components/site/page-section';
import { SectionHeading } from '@/components/site/section-heading';

export function ValuesSection({ values }: { values: readonly Entity<typeof valueSchema>[] }) {
  return (
    <PageSection labelledBy="values-title" bg="brand.subtle">
      <Stack gap={{ base: '10', md: '12' }}>
        <SectionHeading id="values-title" eyebrow="Ce qui nous guide" title="Nos valeurs" />
        {values.length === 0 ? (
          <EmptyState title="Aucune valeur configurée pour le moment." />
        ) : (
          <SimpleGrid
            as="ul"
            listStyleType="none"
            columns={{ base: 1, sm: 2, lg: values.length >= 4 ? 4 : values.length }}
            gap="6"
          >
            {values.map((value) => (
              <Stack
                as="li"
                key={value.id}
                direction={{ base: 'row', sm: 'column' }}
                align="start"
                gap="4"
                p={{ base: '5', md: '7' }}
                bg="bg"
                borderRadius="2xl"
                shadow="xs"
              >
                <IconTile icon={CONTENT_ICONS[value.iconName]} />
                <Stack gap="2">
                  <Heading as="h3" fontSize="lg" fontWeight="semibold" fontFamily="body">
                    {value.title}
                  </Heading>
                  {value.description && (
                    <Text color="fg.muted" textWrap="pretty">
                      {value.description}
                    </Text>
                  )}
                </Stack>
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </PageSection>
  );
}
