import { Center, Circle, Grid, Heading, Stack, Text, type BoxProps } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { ButtonLink } from './button-link';
import { LandingSection } from './landing-section';
import { SectionHeading } from '@/components/site/section-heading';

export interface Step {
  title: string;
  description: string;
}

export interface NumberedStepsProps {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  steps: readonly Step[];
  ctaText?: string;
  ctaLink?: string;
  bg?: BoxProps['bg'];
}

/** A dashed line from one step's number to the next (columns are 2rem apart, numbers 3.5rem wide). */
const CONNECTOR = {
  content: '""',
  display: { base: 'none', md: 'block' },
  position: 'absolute',
  top: '7',
  left: 'calc(50% + 2.5rem)',
  width: 'calc(100% - 3rem)',
  borderTopWidth: '2px',
  borderStyle: 'dashed',
  borderColor: 'brand.muted',
} as const;

/** 3-column numbered steps with an optional call-to-action link. */
export function NumberedSteps({ id, eyebrow, title, lead, steps, ctaText, ctaLink = '#', bg }: NumberedStepsProps) {
  const titleId = `${id}-title`;
  return (
    <LandingSection id={id} labelledBy={titleId} bg={bg}>
      <SectionHeading id={titleId} eyebrow={eyebrow} title={title} lead={lead} />
      <Grid
        as="ol"
        listStyleType="none"
        templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }}
        gap={{ base: '10', md: '8' }}
        mt={{ base: '12', md: '16' }}
      >
        {steps.map((step, index) => (
          <Stack
            as="li"
            key={step.title}
            align="center"
            textAlign="center"
            gap="4"
            px={{ md: '4' }}
            position="relative"
            _after={CONNECTOR}
            _last={{ _after: { display: 'none' } }}
          >
            {/* The list is ordered: the drawn number is for the eye only. */}
            <Circle
              aria-hidden="true"
              size="14"
              bg="brand.solid"
              color="brand.contrast"
              fontFamily="heading"
              fontSize="2xl"
              fontWeight="semibold"
            >
              {index + 1}
            </Circle>
            <Heading as="h3" fontSize="xl" fontWeight="semibold" textWrap="balance">
              {step.title}
            </Heading>
            <Text color="fg.muted" maxW="xs" textWrap="pretty">
              {step.description}
            </Text>
          </Stack>
        ))}
      </Grid>
      {ctaText && (
        <Center mt={{ base: '12', md: '16' }}>
          <ButtonLink
            href={ctaLink}
            size="lg"
            variant="outline"
            colorPalette="brand"
            borderColor="brand.solid"
            borderRadius="full"
            px="7"
          >
            {ctaText}
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        </Center>
      )}
    </LandingSection>
  );
}
