import { usePlanAllows } from '@/components/admin/session/use-plan-allows';
import { useSignedInUser } from '@/components/admin/session/use-session';
import { NAV_GROUPS } from '../nav-items';
import { SidebarFooter } from './sidebar-footer';
import { SidebarGroup } from './sidebar-group';
import { SidebarHeader } from './sidebar-header';
import { SidebarNav, SidebarPanel } from './sidebar-parts';

export interface SidebarContentProps {
  iconOnly?: boolean;
  /** Phones: closes the drawer after a choice. */
  onNavigate?: () => void;
}

/** What both the desktop sidebar and the phone drawer show. */
export function SidebarContent({ iconOnly = false, onNavigate }: SidebarContentProps) {
  const { role } = useSignedInUser();
  const allows = usePlanAllows();
  const groups = NAV_GROUPS.map((group) => ({
    ...group,
    items: group.items.filter((item) => (!item.adminOnly || role === 'admin') && allows(item.feature)),
  }));
  return (
    <SidebarPanel iconOnly={iconOnly}>
      <SidebarHeader iconOnly={iconOnly} onNavigate={onNavigate} />
      <SidebarNav aria-label="Navigation de l’administration">
        {groups.map((group) => (
          <SidebarGroup key={group.label} group={group} iconOnly={iconOnly} onNavigate={onNavigate} />
        ))}
      </SidebarNav>
      <SidebarFooter iconOnly={iconOnly} />
    </SidebarPanel>
  );
}
