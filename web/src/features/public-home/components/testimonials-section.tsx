import { Box, Card, Circle, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Testimonial } from '@comptoir/core';
import { Quote } from 'lucide-react';
import { PageSection } from '@/components/site/page-section';
import { SampleBadge } from '@/components/site/sample-content';
import { SectionHeading } from '@/components/site/section-heading';
import { StarRating } from './star-rating';

type Item = Testimonial & { id: string };

const initialsOf = (item: Item) =>
  item.customerInitials ||
  item.customerName
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join('')
    .slice(0, 3)
    .toUpperCase();

/**
 * 'Ce que nos clients disent': the shop's reviews, each rated out of five stars. Sample reviews
 * are titled and labelled as examples, never as customers' words.
 */
export function TestimonialsSection({ testimonials, sample }: { testimonials: readonly Item[]; sample: boolean }) {
  return (
    <PageSection labelledBy="testimonials-title" bg="brand.subtle">
      <Stack gap={{ base: '10', md: '12' }}>
        <SectionHeading
          id="testimonials-title"
          eyebrow="Avis"
          title={sample ? 'Exemples d’avis clients' : 'Ce que nos clients disent'}
          aside={sample && <SampleBadge />}
        />
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {testimonials.map((item) => (
            <Card.Root as="li" key={item.id} variant="elevated" borderRadius="2xl" bg="bg" shadow="sm">
              <Card.Body gap="4" p={{ base: '6', md: '7' }}>
                <HStack justify="space-between" align="center">
                  <StarRating rating={item.rating} />
                  <Box color="brand.accent" aria-hidden="true">
                    <Quote size={28} />
                  </Box>
                </HStack>
                <Text as="blockquote" fontSize="md" lineHeight="1.7" textWrap="pretty">
                  {item.text}
                </Text>
              </Card.Body>
              <Card.Footer p={{ base: '6', md: '7' }} pt="0">
                <HStack gap="3">
                  <Circle
                    size="10"
                    bg="brand.icon"
                    color="brand.iconContrast"
                    fontWeight="semibold"
                    fontSize="sm"
                    aria-hidden="true"
                  >
                    {initialsOf(item)}
                  </Circle>
                  <Text fontWeight="semibold">{item.customerName}</Text>
                </HStack>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Stack>
    </PageSection>
  );
}
