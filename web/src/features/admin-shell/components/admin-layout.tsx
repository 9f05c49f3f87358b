import type { SystemStyleObject } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { useScrollToLateAnchor } from '../hooks/use-scroll-to-late-anchor';
import { UnsavedChangesProvider } from '@/components/admin/forms/unsaved/unsaved-changes-provider';
import { MAIN_ID } from '@/components/layout/skip-link';
import { useStaticClass } from '@/components/ui/use-static-class';
import { useSidebar } from '../hooks/sidebar-context';
import { AdminTopbar } from './admin-topbar';
import { DesktopSidebar } from './desktop-sidebar';
import { MobileSidebar } from './mobile-sidebar';
import { SidebarProvider } from './sidebar-provider';
import { SiteOfflineNotice } from './site-offline-notice';

// Drawn before every screen: plain elements with classes resolved once (useStaticClass).
const frameStyles = {
  display: 'flex',
  minH: '100dvh',
  bg: 'bg',
  '& > div': { flex: '1', minW: '0' },
} satisfies SystemStyleObject;
const mainStyles = {
  position: 'relative',
  w: '100%',
  maxW: '6xl',
  mx: 'auto',
  px: { base: '4', md: '8' },
  py: { base: '5', md: '8' },
  outline: 'none',
} satisfies SystemStyleObject;

function AdminFrame() {
  const { isMobile } = useSidebar();
  const frameClass = useStaticClass(frameStyles);
  const mainClass = useStaticClass(mainStyles);
  return (
    <div className={frameClass}>
      {isMobile ? <MobileSidebar /> : <DesktopSidebar />}
      <div>
        <AdminTopbar />
        <main id={MAIN_ID} tabIndex={-1} className={mainClass}>
          <SiteOfflineNotice />
          <Outlet />
        </main>
      </div>
    </div>
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
