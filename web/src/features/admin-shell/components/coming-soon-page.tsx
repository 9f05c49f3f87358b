import { Center, Icon, Stack, Text } from '@chakra-ui/react';
import { Construction } from 'lucide-react';
import { AdminPage } from '@/components/admin/ui/admin-page';

/** /admin/pages/contact: the feature is announced, not built. */
export function ComingSoonPage({ title }: { title: string }) {
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
