import { Badge, Button, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { ArrowRight, Power, PowerOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { DeleteButton, EditButton } from '@/components/admin/ui/item-action-buttons';
import { formatDateFr } from '@/components/admin/ui/format-date';
import type { SiteEntity } from '@/components/admin/session/use-manageable-sites';

export interface SiteRowProps {
  site: SiteEntity;
  /** The owner's address, or what stands for it (loading, « Non attribué »). */
  owner: ReactNode;
  current: boolean;
  onOpen(): void;
  onEdit(): void;
  onToggleActive(): void;
  onDelete(): void;
}

/** One site: name, state, owner, creation date, 'Accéder' and its actions. */
export function SiteRow({ site, owner, current, onOpen, onEdit, onToggleActive, onDelete }: SiteRowProps) {
  const offline = site.active === false;
  return (
    <Flex
      as="li"
      gap="3"
      p="4"
      align={{ base: 'stretch', sm: 'center' }}
      direction={{ base: 'column', sm: 'row' }}
      borderWidth="1px"
      borderRadius="lg"
      borderColor={current ? 'brand.solid' : 'border'}
      bg="bg"
    >
      <Stack gap="1" flex="1" minW="0">
        <Flex gap="2" align="center" wrap="wrap">
          <Text fontWeight="semibold" truncate>
            {site.name}
          </Text>
          {current && <Badge colorPalette="brand">Site actuel</Badge>}
          {offline && <Badge colorPalette="orange">Désactivé</Badge>}
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {'Propriétaire\u00a0: '}
          {owner}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Créé le {formatDateFr(site.createdAt)} · identifiant <code>{site.id}</code>
        </Text>
      </Stack>
      <HStack gap="1" justify="space-between">
        <HStack gap="1">
          <EditButton label={`Modifier ${site.name}`} onClick={onEdit} />
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={`${offline ? 'Réactiver' : 'Désactiver'} ${site.name}`}
            onClick={onToggleActive}
          >
            {offline ? <Power /> : <PowerOff />}
          </IconButton>
          <DeleteButton label={`Supprimer ${site.name}`} onClick={onDelete} />
        </HStack>
        <Button
          colorPalette="brand"
          variant={current ? 'outline' : 'solid'}
          onClick={onOpen}
          aria-label={`Accéder à ${site.name}`}
        >
          Accéder
          <ArrowRight aria-hidden="true" />
        </Button>
      </HStack>
    </Flex>
  );
}
