import type { SystemStyleObject } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useStaticClass } from '@/components/ui/use-static-class';
import type { NavGroup } from '../nav-items';
import { SidebarLink } from './sidebar-link';

export interface SidebarGroupProps {
  group: NavGroup;
  iconOnly: boolean;
  onNavigate?: () => void;
}

// Drawn before every screen: plain elements with classes resolved once (useStaticClass).
const listStyles = {
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  listStyleType: 'none',
  '&[hidden]': { display: 'none' },
} satisfies SystemStyleObject;
const toggleStyles = {
  display: 'flex',
  w: 'full',
  alignItems: 'center',
  justifyContent: 'space-between',
  px: '2.5',
  py: '1.5',
  borderRadius: 'md',
  color: 'fg.muted',
  fontSize: 'xs',
  fontWeight: 'semibold',
  textTransform: 'uppercase',
  letterSpacing: 'wider',
  cursor: 'pointer',
  _hover: { color: 'fg' },
  focusRing: 'outside',
  '& > svg': { boxSize: '3', transition: 'transform 0.2s' },
  '&[aria-expanded=true] > svg': { transform: 'rotate(180deg)' },
} satisfies SystemStyleObject;

/** A group of the sidebar: its title folds its links away (open at first). */
export function SidebarGroup({ group, iconOnly, onNavigate }: SidebarGroupProps) {
  const [open, setOpen] = useState(true);
  const listId = useId();
  const listClass = useStaticClass(listStyles);
  const toggleClass = useStaticClass(toggleStyles);
  const links = (
    <ul id={listId} className={listClass} aria-label={iconOnly ? group.label : undefined} hidden={!iconOnly && !open}>
      {group.items.map((item) => (
        <SidebarLink key={item.to} item={item} iconOnly={iconOnly} onNavigate={onNavigate} />
      ))}
    </ul>
  );
  if (iconOnly) return links;
  return (
    <div>
      <button
        type="button"
        className={toggleClass}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {group.label}
        <ChevronDown aria-hidden="true" />
      </button>
      {links}
    </div>
  );
}
