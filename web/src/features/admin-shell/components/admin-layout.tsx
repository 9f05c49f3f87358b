import { Outlet } from 'react-router';
import { useScrollToLateAnchor } from '../hooks/use-scroll-to-late-anchor';
import { UnsavedChangesProvider } from '@/components/admin/forms/unsaved/unsaved-changes-provider';
import { MAIN_ID } from '@/components/layout/skip-link';
import { useSidebar } from '../hooks/sidebar-context';
import { AdminTopbar } from './admin-topbar';
import { DesktopSidebar } from './desktop-sidebar';
import { MobileSidebar } from './mobile-sidebar';
import { ShellColumn, ShellFrame, ShellMain } from './shell-parts';
import { SidebarProvider } from './sidebar-provider';
import { SiteOfflineNotice } from './site-offline-notice';

function AdminFrame() {
  const { isMobile } = useSidebar();
  return (
    <ShellFrame>
      {isMobile ? <MobileSidebar /> : <DesktopSidebar />}
      <ShellColumn>
        <AdminTopbar />
        <ShellMain id={MAIN_ID} tabIndex={-1}>
          <SiteOfflineNotice />
          <Outlet />
        </ShellMain>
      </ShellColumn>
    </ShellFrame>
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
