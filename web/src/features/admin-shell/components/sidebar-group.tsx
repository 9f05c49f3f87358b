import { Collapsible, Icon, Stack, Text, chakra } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import type { NavGroup } from '../nav-items';
import { SidebarLink } from './sidebar-link';

export interface SidebarGroupProps {
  group: NavGroup;
  iconOnly: boolean;
  onNavigate?: () => void;
}

export function SidebarGroup({ group, iconOnly, onNavigate }: SidebarGroupProps) {
  const links = (
    <Stack as="ul" gap="0.5" aria-label={iconOnly ? group.label : undefined}>
      {group.items.map((item) => (
        <SidebarLink key={item.to} item={item} iconOnly={iconOnly} onNavigate={onNavigate} />
      ))}
    </Stack>
  );
  if (iconOnly) return links;
  return (
    <Collapsible.Root defaultOpen>
      <Collapsible.Trigger asChild>
        <chakra.button
          type="button"
          display="flex"
          w="full"
          alignItems="center"
          justifyContent="space-between"
          px="2.5"
          py="1.5"
          borderRadius="md"
          color="fg.muted"
          _hover={{ color: 'fg' }}
          focusRing="outside"
          cursor="pointer"
          _open={{ '& svg': { transform: 'rotate(180deg)' } }}
        >
          <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider">
            {group.label}
          </Text>
          <Icon size="xs" aria-hidden="true" transition="transform 0.2s">
            <ChevronDown />
          </Icon>
        </chakra.button>
      </Collapsible.Trigger>
      <Collapsible.Content>{links}</Collapsible.Content>
    </Collapsible.Root>
  );
}
