import { createContext, useContext } from 'react';

export interface SidebarState {
  /** Desktop: full width (true) or icons only. */
  open: boolean;
  /** Phones: the drawer. */
  openMobile: boolean;
  isMobile: boolean;
  setOpenMobile(open: boolean): void;
  /** Ctrl/Cmd+B: the drawer on phones, the width elsewhere. */
  toggle(): void;
}

export const SidebarContext = createContext<SidebarState | null>(null);

export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error('useSidebar must be used inside <SidebarProvider>');
  return state;
}
