import { Center, HStack, Stack, Text } from '@chakra-ui/react';
import { Store } from 'lucide-react';
import { useCurrentSite } from '@/components/admin/session/current-site-context';

export function SidebarHeader({ iconOnly }: { iconOnly: boolean }) {
  const { site, status } = useCurrentSite();
  return (
    <Stack gap="3" px={iconOnly ? '0' : '2'} align={iconOnly ? 'center' : 'stretch'}>
      <HStack gap="2.5">
        <Center boxSize="8" borderRadius="md" bg="brand.solid" color="brand.contrast" flexShrink={0} aria-hidden="true">
          <Store size={18} />
        </Center>
        {!iconOnly && (
          <Stack gap="0" minW="0">
            <Text fontWeight="bold" lineHeight="short">
              Comptoir
            </Text>
            <Text fontSize="xs" color="fg.muted">
              Administration
            </Text>
          </Stack>
        )}
      </HStack>
      {!iconOnly && (
        <Stack gap="0" borderWidth="1px" borderRadius="md" px="3" py="2" bg="bg">
          <Text fontSize="xs" color="fg.muted">
            Site actuel
          </Text>
          <Text fontSize="sm" fontWeight="medium" truncate>
            {status === 'loading' ? 'Chargement du site...' : (site?.name ?? 'Aucun site sélectionné')}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
