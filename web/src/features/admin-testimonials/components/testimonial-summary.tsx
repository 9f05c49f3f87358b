import { Circle, HStack, Stack, Text } from '@chakra-ui/react';
import type { Entity, testimonialSchema } from '@comptoir/core';
import { RatingStars } from './rating-stars';

/** One review card of the back-office grid: initials, name, stars and text. */
export function TestimonialSummary({ testimonial }: { testimonial: Entity<typeof testimonialSchema> }) {
  return (
    <Stack gap="3">
      <HStack gap="3">
        <Circle size="10" bg="brand.subtle" color="brand.fg" fontWeight="semibold" fontSize="sm" flexShrink={0}>
          {testimonial.customerInitials}
        </Circle>
        <Stack gap="0.5" minW="0">
          <Text as="h3" fontWeight="semibold" truncate>
            {testimonial.customerName}
          </Text>
          <RatingStars rating={testimonial.rating} />
        </Stack>
      </HStack>
      <Text as="blockquote" fontSize="sm" color="fg.muted" whiteSpace="pre-line" lineClamp={5}>
        {testimonial.text}
      </Text>
    </Stack>
  );
}
