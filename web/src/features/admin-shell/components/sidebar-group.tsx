import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { NavGroup } from '../nav-items';
import { SidebarLink } from './sidebar-link';
import { SidebarGroupChevron, SidebarGroupList, SidebarGroupToggle } from './sidebar-parts';

export interface SidebarGroupProps {
  group: NavGroup;
  iconOnly: boolean;
  onNavigate?: () => void;
}

/** A group of the sidebar: its title folds its links away (open at first). */
export function SidebarGroup({ group, iconOnly, onNavigate }: SidebarGroupProps) {
  const [open, setOpen] = useState(true);
  const listId = useId();
  const links = (
    <SidebarGroupList id={listId} aria-label={iconOnly ? group.label : undefined} hidden={!iconOnly && !open}>
      {group.items.map((item) => (
        <SidebarLink key={item.to} item={item} iconOnly={iconOnly} onNavigate={onNavigate} />
      ))}
    </SidebarGroupList>
  );
  if (iconOnly) return links;
  return (
    <div>
      <SidebarGroupToggle
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {group.label}
        <SidebarGroupChevron asChild data-state={open ? 'open' : 'closed'}>
          <ChevronDown aria-hidden="true" />
        </SidebarGroupChevron>
      </SidebarGroupToggle>
      {links}
    </div>
  );
}
