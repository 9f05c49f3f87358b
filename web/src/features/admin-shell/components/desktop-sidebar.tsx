import type { SystemStyleObject } from '@chakra-ui/react';
import { useRef } from 'react';
import { useStaticClass } from '@/components/ui/use-static-class';
import { useServices } from '@/lib/services-context';
import { useSidebar } from '../hooks/sidebar-context';
import { useFitViewport } from '../hooks/use-fit-viewport';
import { SidebarContent } from './sidebar-content';

// Drawn before every screen: a plain element with its class resolved once (useStaticClass).
const asideStyles = {
  flexShrink: 0,
  w: '16rem',
  transition: 'width 0.2s ease',
  position: 'sticky',
  top: '0',
  h: '100dvh',
  alignSelf: 'flex-start',
  borderRightWidth: '1px',
  bg: 'bg.subtle',
  overflow: 'hidden',
  '&[data-state=collapsed]': { w: '3rem' },
} satisfies SystemStyleObject;

/** 16rem open, 3rem with icons only; sticky beside the page from 768 px. */
export function DesktopSidebar() {
  const { open } = useSidebar();
  const ref = useRef<HTMLElement>(null);
  const asideClass = useStaticClass(asideStyles);
  // Only the sandbox shows something above the shell: its banner.
  useFitViewport(ref, useServices().mode === 'sandbox');
  return (
    <aside ref={ref} aria-label="Barre latérale" data-state={open ? 'expanded' : 'collapsed'} className={asideClass}>
      <SidebarContent iconOnly={!open} />
    </aside>
  );
}
