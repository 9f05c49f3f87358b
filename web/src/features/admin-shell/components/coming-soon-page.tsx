import { Center, Icon, Stack, Text } from '@chakra-ui/react';
import { Construction } from 'lucide-react';
import { useMatches } from 'react-router';
import { AdminPage } from '@/components/admin/ui/admin-page';
import type { ScreenHandle } from '@/config/admin-screens';

/** A screen announced, not built (/admin/pages/contact): titled with its sidebar label. */
export function ComingSoonPage() {
  const title = (useMatches().at(-1)?.handle as ScreenHandle | undefined)?.label ?? '';
  return (
    <AdminPage title={title}>
      <Center borderWidth="1px" borderStyle="dashed" borderRadius="xl" py="16" px="6">
        <Stack align="center" textAlign="center" gap="3" maxW="md">
          <Icon size="xl" color="fg.muted" aria-hidden="true">
            <Construction />
          </Icon>
          <Text fontSize="lg" fontWeight="semibold">
            Bientôt disponible
          </Text>
          <Text color="fg.muted">
            Cette fonctionnalité arrive bientôt. En attendant, vos coordonnées se modifient dans les paramètres du site.
          </Text>
        </Stack>
      </Center>
    </AdminPage>
  );
}
