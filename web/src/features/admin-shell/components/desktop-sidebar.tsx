import { Box } from '@chakra-ui/react';
import { useRef } from 'react';
import { useSidebar } from '../hooks/sidebar-context';
import { useFitViewport } from '../hooks/use-fit-viewport';
import { SidebarContent } from './sidebar-content';

/** 16rem open, 3rem with icons only; sticky beside the page from 768 px. */
export function DesktopSidebar() {
  const { open } = useSidebar();
  const ref = useRef<HTMLElement>(null);
  useFitViewport(ref);
  return (
    <Box
      ref={ref}
      as="aside"
      aria-label="Barre latérale"
      data-state={open ? 'expanded' : 'collapsed'}
      flexShrink={0}
      w={open ? '16rem' : '3rem'}
      transition="width 0.2s ease"
      position="sticky"
      top="0"
      h="100dvh"
      alignSelf="flex-start"
      borderRightWidth="1px"
      bg="bg.subtle"
      overflow="hidden"
    >
      <SidebarContent iconOnly={!open} />
    </Box>
  );
}
