import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SidebarContext, type SidebarState } from '../hooks/sidebar-context';
import { useIsMobile } from '@/components/admin/ui/use-is-mobile';
import { readSidebarCookie, writeSidebarCookie } from '../sidebar-cookie';

export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(readSidebarCookie);
  const [openMobile, setOpenMobile] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setOpenMobile((value) => !value);
      return;
    }
    setOpen((value) => !value);
  }, [isMobile]);

  useEffect(() => writeSidebarCookie(open), [open]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const value = useMemo<SidebarState>(
    () => ({ open, openMobile, isMobile, setOpenMobile, toggle }),
    [open, openMobile, isMobile, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}
