import { HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ItemSummaryProps {
  title: string;
  /** A short line under the title (a role, a date…). */
  subtitle?: string | undefined;
  text?: string | undefined;
  /** An icon tile, a photo or a logo before the texts. */
  media?: ReactNode;
}

/** How a list editor's card shows one item: optional picture, title (h3), subtitle and text. */
export function ItemSummary({ title, subtitle, text, media }: ItemSummaryProps) {
  return (
    <HStack gap="3" align="start">
      {media}
      <Stack gap="1" minW="0">
        <Text as="h3" fontWeight="semibold" overflowWrap="anywhere">
          {title}
        </Text>
        {subtitle && (
          <Text fontSize="sm" color="brand.fg" fontWeight="medium">
            {subtitle}
          </Text>
        )}
        {text && (
          <Text fontSize="sm" color="fg.muted" lineClamp={3}>
            {text}
          </Text>
        )}
      </Stack>
    </HStack>
  );
}
