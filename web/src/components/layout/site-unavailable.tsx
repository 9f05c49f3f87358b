import { Center, Heading, Stack, Text } from '@chakra-ui/react';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useResponseStatus } from '@/lib/render-context';

/** What visitors of a site an administrator took offline see instead of its pages. */
export function SiteUnavailable({ name }: { name: string }) {
  usePageMeta('Site indisponible');
  useResponseStatus(404);
  return (
    <Center minH="60dvh" px="6">
      <Stack align="center" gap="3" textAlign="center" maxW="lg">
        <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} lineHeight="1.2" textWrap="balance">
          {name} n’est pas disponible pour le moment
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          Ce site est temporairement hors ligne. Revenez bientôt.
        </Text>
      </Stack>
    </Center>
  );
}
