import { Box, Container, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { useScrollToLateAnchor } from '../hooks/use-scroll-to-late-anchor';
import { UnsavedChangesProvider } from '@/components/admin/forms/unsaved/unsaved-changes-provider';
import { MAIN_ID } from '@/components/layout/skip-link';
import { useSidebar } from '../hooks/sidebar-context';
import { AdminTopbar } from './admin-topbar';
import { DesktopSidebar } from './desktop-sidebar';
import { MobileSidebar } from './mobile-sidebar';
import { SidebarProvider } from './sidebar-provider';
import { SiteOfflineNotice } from './site-offline-notice';

function AdminFrame() {
  const { isMobile } = useSidebar();
  return (
    <Flex minH="100dvh" bg="bg">
      {isMobile ? <MobileSidebar /> : <DesktopSidebar />}
      <Box flex="1" minW="0">
        <AdminTopbar />
        <Container
          as="main"
          id={MAIN_ID}
          tabIndex={-1}
          maxW="6xl"
          px={{ base: '4', md: '8' }}
          py={{ base: '5', md: '8' }}
          outline="none"
        >
          <SiteOfflineNotice />
          <Outlet />
        </Container>
      </Box>
    </Flex>
  );
}

/** The back-office shell: sidebar (drawer on phones), top bar and the screen. */
export function AdminLayout() {
  useScrollToLateAnchor();
  return (
    <UnsavedChangesProvider>
      <SidebarProvider>
        <AdminFrame />
      </SidebarProvider>
    </UnsavedChangesProvider>
  );
}
