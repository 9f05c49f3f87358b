import type { SystemStyleObject } from '@chakra-ui/react';
import { useSignedInUser } from '@/components/admin/session/use-session';
import { useStaticClass } from '@/components/ui/use-static-class';
import { NAV_GROUPS } from '../nav-items';
import { SidebarFooter } from './sidebar-footer';
import { SidebarGroup } from './sidebar-group';
import { SidebarHeader } from './sidebar-header';

export interface SidebarContentProps {
  iconOnly?: boolean;
  /** Phones: closes the drawer after a choice. */
  onNavigate?: () => void;
}

// Drawn before every screen: plain elements with classes resolved once (useStaticClass).
const column = (gap: string, more: SystemStyleObject = {}): SystemStyleObject => ({
  display: 'flex',
  flexDirection: 'column',
  gap,
  ...more,
});
const panelStyles = column('4', { h: 'full', py: '4', px: '3' });
const iconOnlyPanelStyles = column('4', { h: 'full', py: '4', px: '1.5' });
const navStyles = column('3', { flex: '1', overflowY: 'auto', overflowX: 'hidden' });
const iconOnlyNavStyles = column('2', {
  flex: '1',
  overflowY: 'auto',
  overflowX: 'hidden',
  // A line between the groups, where their titles are not shown.
  '& > ul + ul': { borderTopWidth: '1px', pt: '2' },
});

/** What both the desktop sidebar and the phone drawer show. */
export function SidebarContent({ iconOnly = false, onNavigate }: SidebarContentProps) {
  const { role } = useSignedInUser();
  const panelClass = useStaticClass(iconOnly ? iconOnlyPanelStyles : panelStyles);
  const navClass = useStaticClass(iconOnly ? iconOnlyNavStyles : navStyles);
  const groups = NAV_GROUPS.map((group) => ({
    ...group,
    items: group.items.filter((item) => !item.adminOnly || role === 'admin'),
  }));
  return (
    <div className={panelClass}>
      <SidebarHeader iconOnly={iconOnly} onNavigate={onNavigate} />
      <nav aria-label="Navigation de l’administration" className={navClass}>
        {groups.map((group) => (
          <SidebarGroup key={group.label} group={group} iconOnly={iconOnly} onNavigate={onNavigate} />
        ))}
      </nav>
      <SidebarFooter iconOnly={iconOnly} />
    </div>
  );
}
