import { Center, Heading, Stack, Text } from '@chakra-ui/react';
import { usePageMeta } from '@/hooks/use-page-meta';
import { SmartLink } from './smart-link';
import { useResponseStatus } from '@/lib/render-context';

export function NotFound() {
  usePageMeta('Page introuvable');
  useResponseStatus(404);
  return (
    <Center minH="70dvh" px="6">
      <Stack align="center" gap="3" textAlign="center">
        <Heading as="h1" fontSize={{ base: '6xl', md: '8xl' }} lineHeight="1" color="brand.fg">
          404
        </Heading>
        <Text fontSize="xl">{'Oups\u00a0! Cette page est introuvable.'}</Text>
        <SmartLink href="/" color="brand.fg" fontWeight="semibold" textDecoration="underline">
          Retour à l’accueil
        </SmartLink>
      </Stack>
    </Center>
  );
}
