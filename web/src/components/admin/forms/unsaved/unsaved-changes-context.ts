import { createContext, useContext, useEffect, useId } from 'react';

/** Forms with unsaved changes, by key: the back-office shell asks before they are left. */
export interface UnsavedChanges {
  setDirty(key: string, dirty: boolean): void;
}

export const UnsavedChangesContext = createContext<UnsavedChanges | null>(null);

/**
 * Declares that this form has unsaved changes while `dirty` holds: leaving for another screen or
 * closing the tab then asks first. Outside the back-office shell (login), it does nothing.
 */
export function useUnsavedGuard(dirty: boolean): void {
  const key = useId();
  const registry = useContext(UnsavedChangesContext);
  useEffect(() => {
    if (!registry || !dirty) return;
    registry.setDirty(key, true);
    return () => registry.setDirty(key, false);
  }, [registry, key, dirty]);
}
