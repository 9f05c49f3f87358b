import { useRef } from 'react';
import { useServices } from '@/lib/services-context';
import { useSidebar } from '../hooks/sidebar-context';
import { useFitViewport } from '../hooks/use-fit-viewport';
import { ShellAside } from './shell-parts';
import { SidebarContent } from './sidebar-content';

/** 16rem open, 3rem with icons only; sticky beside the page from 768 px. */
export function DesktopSidebar() {
  const { open } = useSidebar();
  const ref = useRef<HTMLElement>(null);
  // Only the sandbox shows something above the shell: its banner.
  useFitViewport(ref, useServices().mode === 'sandbox');
  return (
    <ShellAside ref={ref} aria-label="Barre latérale" data-state={open ? 'expanded' : 'collapsed'}>
      <SidebarContent iconOnly={!open} />
    </ShellAside>
  );
}
