import { Collapsible, Icon, Stack, Text, chakra } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import type { NavBadge, NavGroup } from '../nav-items';
import { SidebarLink } from './sidebar-link';

export interface SidebarGroupProps {
  group: NavGroup;
  iconOnly: boolean;
  counts: Record<NavBadge, number>;
  onNavigate?: () => void;
}

export function SidebarGroup({ group, iconOnly, counts, onNavigate }: SidebarGroupProps) {
  const links = (
    <Stack as="ul" gap="0.5" aria-label={iconOnly ? group.label : undefined}>
      {group.items.map((item) => (
        <SidebarLink
          key={item.to}
          item={item}
          iconOnly={iconOnly}
          count={item.badge ? counts[item.badge] : 0}
          onNavigate={onNavigate}
        />
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
