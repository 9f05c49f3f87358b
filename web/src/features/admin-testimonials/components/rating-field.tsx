import { Box, chakra, Field, HStack, Text } from '@chakra-ui/react';
import { RATINGS, type TestimonialFormInput, type TestimonialFormValues } from '@comptoir/core';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import type { ItemForm } from '@/components/admin/forms/collection-editor/collection-editor';
import { RatingStar } from './rating-stars';

const starsText = (value: number) => `${value} étoile${value > 1 ? 's' : ''}`;

/** The rating as five native radio buttons drawn as stars: arrow keys move between them. */
export function RatingField({ form }: { form: ItemForm<TestimonialFormInput, TestimonialFormValues> }) {
  const { field, fieldState } = useController({ control: form.control, name: 'rating' });
  const name = useId();
  return (
    <Box as="fieldset" minW="0">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="1.5">
        Note
      </Text>
      <HStack gap="1" flexWrap="wrap">
        {RATINGS.map((value) => (
          <chakra.label
            key={value}
            display="inline-flex"
            p="1.5"
            borderRadius="md"
            cursor="pointer"
            _hover={{ bg: 'bg.muted' }}
            css={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing' } }}
          >
            <chakra.input
              type="radio"
              srOnly
              name={name}
              value={value}
              checked={field.value === value}
              onChange={() => field.onChange(value)}
              onBlur={field.onBlur}
            />
            <RatingStar lit={value <= field.value} size={26} />
            <chakra.span srOnly>{starsText(value)}</chakra.span>
          </chakra.label>
        ))}
        <Text fontSize="sm" color="fg.muted" aria-hidden="true" ms="1">
          {field.value} / {RATINGS.length}
        </Text>
      </HStack>
      {fieldState.error && (
        <Field.Root invalid>
          <Field.ErrorText>{fieldState.error.message}</Field.ErrorText>
        </Field.Root>
      )}
    </Box>
  );
}
