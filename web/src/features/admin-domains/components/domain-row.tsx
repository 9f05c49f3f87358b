import { Badge, Flex, HStack, IconButton, Stack, Switch, Text } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';
import { formatDateFr } from '@/components/admin/format-date';
import type { DomainEntity } from '../api/use-domain-mappings';
import { ListRow } from '@/components/admin/list-row';

export interface DomainRowProps {
  mapping: DomainEntity;
  siteName: string;
  onToggle(active: boolean): void;
  onEdit(): void;
  onDelete(): void;
}

/** Domain, site, active switch with its badge, creation date, edit and delete (spec §2). */
export function DomainRow({ mapping, siteName, onToggle, onEdit, onDelete }: DomainRowProps) {
  return (
    <ListRow>
      <Stack gap="1" flex="1" minW="0">
        <Flex gap="2" align="center" wrap="wrap">
          <Text fontWeight="semibold" fontFamily="mono" fontSize="sm" wordBreak="break-all">
            {mapping.id}
          </Text>
          <Badge colorPalette={mapping.active ? 'green' : 'gray'}>{mapping.active ? 'Actif' : 'Inactif'}</Badge>
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          Site : {siteName}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Créé le {formatDateFr(mapping.createdAt)}
        </Text>
      </Stack>
      <HStack gap="1" justify="space-between">
        <Switch.Root
          checked={mapping.active}
          onCheckedChange={(details) => onToggle(details.checked)}
          colorPalette="green"
        >
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label srOnly>{`Mapping ${mapping.id} actif`}</Switch.Label>
        </Switch.Root>
        <HStack gap="1">
          <IconButton variant="ghost" size="sm" aria-label={`Modifier ${mapping.id}`} onClick={onEdit}>
            <Pencil />
          </IconButton>
          <IconButton
            variant="ghost"
            size="sm"
            colorPalette="red"
            aria-label={`Supprimer ${mapping.id}`}
            onClick={onDelete}
          >
            <Trash2 />
          </IconButton>
        </HStack>
      </HStack>
    </ListRow>
  );
}
