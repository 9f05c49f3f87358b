import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useSidebar } from '../hooks/sidebar-context';
import { SidebarContent } from './sidebar-content';

/** On phones the sidebar is an 18rem drawer that closes after a choice. */
export function MobileSidebar() {
  const { openMobile, setOpenMobile } = useSidebar();
  return (
    <Drawer.Root open={openMobile} onOpenChange={(details) => setOpenMobile(details.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content w="18rem" maxW="85vw" bg="bg.subtle">
            <Drawer.Title srOnly>Menu de l’administration</Drawer.Title>
            <Drawer.Body p="0">
              <SidebarContent onNavigate={() => setOpenMobile(false)} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fermer le menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
