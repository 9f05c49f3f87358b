import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { RotateCw } from 'lucide-react';
import { usePageMeta } from '@/hooks/use-page-meta';
import { MAIN_ID } from './skip-link';
import { useResponseStatus } from '@/lib/render-context';

/** A public page whose site could not be read (outage, no network): says so, never shows another page. */
export function SiteLoadError() {
  usePageMeta('Site momentanément indisponible');
  useResponseStatus(503);
  return (
    <Center as="main" id={MAIN_ID} minH="100dvh" px="6">
      <Stack align="center" gap="4" textAlign="center" maxW="lg">
        <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} lineHeight="1.2" textWrap="balance">
          Ce site ne répond pas pour le moment
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          La connexion au serveur a échoué. Vérifiez votre connexion internet, puis réessayez dans un instant.
        </Text>
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          Réessayer
        </Button>
      </Stack>
    </Center>
  );
}
