import { Heading, Stack, Text } from '@chakra-ui/react';

export interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  align?: 'center' | 'start';
}

/** Eyebrow, h2 and lead paragraph opening a landing section. */
export function SectionHeading({ id, eyebrow, title, lead, align = 'center' }: SectionHeadingProps) {
  const centred = align === 'center';
  return (
    <Stack gap="4" maxW="2xl" mx={centred ? 'auto' : undefined} textAlign={align} align={centred ? 'center' : 'start'}>
      <Text fontSize="sm" fontWeight="semibold" letterSpacing="widest" textTransform="uppercase" color="brand.fg">
        {eyebrow}
      </Text>
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
      {lead && (
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" textWrap="pretty">
          {lead}
        </Text>
      )}
    </Stack>
  );
}
