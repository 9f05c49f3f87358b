import { Stack, Text } from '@chakra-ui/react';
import { EmptyState } from '@/components/site/empty-state';
import { PageSection } from '@/components/site/page-section';
import { SectionHeading } from '@/components/site/section-heading';

/** 'Notre histoire': the owner's text, one paragraph per blank line. */
export function StorySection({ story }: { story: string }) {
  const paragraphs = story
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <PageSection labelledBy="story-title">
      <Stack gap="8" maxW="3xl" mx="auto">
        <SectionHeading id="story-title" eyebrow="Depuis le début" title="Notre histoire" />
        {paragraphs.length === 0 ? (
          <EmptyState title="Aucun contenu configuré pour le moment." />
        ) : (
          <Stack gap="5">
            {paragraphs.map((paragraph, index) => (
              <Text
                key={index}
                fontSize={index === 0 ? { base: 'lg', md: 'xl' } : { base: 'md', md: 'lg' }}
                color={index === 0 ? 'fg' : 'fg.muted'}
                lineHeight="1.75"
                whiteSpace="pre-line"
                textWrap="pretty"
              >
                {paragraph}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </PageSection>
  );
}
