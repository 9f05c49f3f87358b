import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { formatDateFr } from '@/components/admin/format-date';
import type { SiteEntity } from '@/components/admin/use-manageable-sites';

export interface SiteRowProps {
  site: SiteEntity;
  ownerEmail: string | null;
  current: boolean;
  onOpen(): void;
}

/** One site: name, owner email or 'Non attribué', creation date, 'Accéder' (spec §2). */
export function SiteRow({ site, ownerEmail, current, onOpen }: SiteRowProps) {
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
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          Propriétaire : {ownerEmail ?? <Badge variant="outline">Non attribué</Badge>}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Créé le {formatDateFr(site.createdAt)} · identifiant <code>{site.id}</code>
        </Text>
      </Stack>
      <Button
        colorPalette="brand"
        variant={current ? 'outline' : 'solid'}
        onClick={onOpen}
        aria-label={`Accéder à ${site.name}`}
      >
        Accéder
        <ArrowRight aria-hidden="true" />
      </Button>
    </Flex>
  );
}
