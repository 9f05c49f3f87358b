import { Separator, Stack } from '@chakra-ui/react';
import { useSignedInUser } from '@/components/admin/session/use-session';
import { NAV_GROUPS } from '../nav-items';
import { SidebarFooter } from './sidebar-footer';
import { SidebarGroup } from './sidebar-group';
import { SidebarHeader } from './sidebar-header';

export interface SidebarContentProps {
  iconOnly?: boolean;
  /** Phones: closes the drawer after a choice. */
  onNavigate?: () => void;
}

/** What both the desktop sidebar and the phone drawer show. */
export function SidebarContent({ iconOnly = false, onNavigate }: SidebarContentProps) {
  const { role } = useSignedInUser();
  const groups = NAV_GROUPS.map((group) => ({
    ...group,
    items: group.items.filter((item) => !item.adminOnly || role === 'admin'),
  }));
  return (
    <Stack h="full" gap="4" py="4" px={iconOnly ? '1.5' : '3'}>
      <SidebarHeader iconOnly={iconOnly} />
      <Stack
        as="nav"
        aria-label="Navigation de l’administration"
        flex="1"
        gap={iconOnly ? '2' : '3'}
        overflowY="auto"
        overflowX="hidden"
      >
        {groups.map((group, index) => (
          <Stack key={group.label} gap="2">
            {iconOnly && index > 0 && <Separator />}
            <SidebarGroup group={group} iconOnly={iconOnly} onNavigate={onNavigate} />
          </Stack>
        ))}
      </Stack>
      <SidebarFooter iconOnly={iconOnly} />
    </Stack>
  );
}
