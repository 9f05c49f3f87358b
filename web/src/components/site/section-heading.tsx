import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SectionHeadingProps {
  /** Id of the h2 (the section's aria-labelledby). */
  id: string;
  title: string;
  eyebrow?: string;
  lead?: string;
  align?: 'center' | 'start';
  /** Shown next to the title (a count badge, for example). */
  aside?: ReactNode;
}

/** Eyebrow, h2 and lead paragraph opening a section of a shop page. */
export function SectionHeading({ id, title, eyebrow, lead, align = 'center', aside }: SectionHeadingProps) {
  const centred = align === 'center';
  return (
    <Stack gap="3" maxW="2xl" mx={centred ? 'auto' : undefined} textAlign={align} align={centred ? 'center' : 'start'}>
      {eyebrow && (
        <Text fontSize="sm" fontWeight="semibold" letterSpacing="widest" textTransform="uppercase" color="brand.fg">
          {eyebrow}
        </Text>
      )}
      <Stack direction="row" align="center" gap="3" wrap="wrap" justify={centred ? 'center' : 'flex-start'} rowGap="2">
        <Heading
          as="h2"
          id={id}
          fontSize={{ base: '3xl', md: '4xl' }}
          lineHeight="1.15"
          letterSpacing="tight"
          fontWeight="semibold"
          textWrap="balance"
        >
          {title}
        </Heading>
        {aside}
      </Stack>
      {lead && (
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" textWrap="pretty">
          {lead}
        </Text>
      )}
    </Stack>
  );
}
