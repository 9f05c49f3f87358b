import { Box, Circle, Heading, Stack, Text } from '@chakra-ui/react';
import type { Entity, journeyStepSchema } from '@comptoir/core';
import { PageSection } from '@/components/site/page-section';
import { SectionHeading } from '@/components/site/section-heading';

/** 'Notre parcours': the steps as a timeline. */
export function JourneySection({ steps }: { steps: readonly Entity<typeof journeyStepSchema>[] }) {
  return (
    <PageSection labelledBy="journey-title" bg="cream">
      <Stack gap={{ base: '10', md: '12' }} maxW="3xl" mx="auto">
        <SectionHeading id="journey-title" eyebrow="Les grandes étapes" title="Notre parcours" />
        <Box as="ol" listStyleType="none" position="relative">
          {steps.map((step, index) => (
            <Box
              as="li"
              key={step.id}
              position="relative"
              ps={{ base: '12', md: '16' }}
              pb={index < steps.length - 1 ? '10' : '0'}
            >
              {index < steps.length - 1 && (
                <Box
                  position="absolute"
                  insetStart={{ base: '4', md: '5' }}
                  top="10"
                  bottom="0"
                  w="2px"
                  bg="brand.muted"
                  aria-hidden="true"
                />
              )}
              <Circle
                position="absolute"
                insetStart="0"
                top="0"
                size={{ base: '8', md: '10' }}
                bg="brand.icon"
                color="brand.iconContrast"
                fontWeight="semibold"
                fontSize="sm"
                aria-hidden="true"
              >
                {index + 1}
              </Circle>
              <Stack gap="2" pt={{ base: '0.5', md: '1.5' }}>
                <Heading as="h3" fontSize={{ base: 'lg', md: 'xl' }} fontWeight="semibold" lineHeight="1.3">
                  {step.title}
                </Heading>
                {step.description && (
                  <Text color="fg.muted" whiteSpace="pre-line" textWrap="pretty">
                    {step.description}
                  </Text>
                )}
              </Stack>
            </Box>
          ))}
        </Box>
      </Stack>
    </PageSection>
  );
}
