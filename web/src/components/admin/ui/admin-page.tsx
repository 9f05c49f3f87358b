import { Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { usePageMeta } from '@/hooks/use-page-meta';

export interface AdminPageProps {
  /** The page's single h1, also the document title. */
  title: string;
  description?: ReactNode;
  /** Buttons shown beside the title (below it on phones). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** Header and body of every back-office screen. */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  usePageMeta(`${title} — Administration`);
  return (
    <Stack gap={{ base: '5', md: '6' }}>
      <Flex gap="3" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-start' }} justify="space-between">
        <Stack gap="1" minW="0">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} lineHeight="short">
            {title}
          </Heading>
          {description && <Text color="fg.muted">{description}</Text>}
        </Stack>
        {actions && (
          <HStack gap="2" flexWrap="wrap" flexShrink={0}>
            {actions}
          </HStack>
        )}
      </Flex>
      {children}
    </Stack>
  );
}
