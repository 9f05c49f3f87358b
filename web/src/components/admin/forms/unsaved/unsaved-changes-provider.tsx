import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { UnsavedChangesContext } from './unsaved-changes-context';

/**
 * Asks before unsaved changes are lost: another screen of the app (links, back and forward) gets a
 * French confirmation; closing or reloading the tab gets the browser's own question.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const [dirtyKeys, setDirtyKeys] = useState<ReadonlySet<string>>(new Set());
  const setDirty = useCallback((key: string, dirty: boolean) => {
    setDirtyKeys((keys) => {
      if (keys.has(key) === dirty) return keys;
      const next = new Set(keys);
      if (dirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const registry = useMemo(() => ({ setDirty }), [setDirty]);
  const dirty = dirtyKeys.size > 0;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  // Set when the owner chose to leave, so the dialog's closing does not cancel that navigation.
  const leaving = useRef(false);
  useEffect(() => {
    if (blocker.state === 'blocked') leaving.current = false;
  }, [blocker.state]);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return (
    <UnsavedChangesContext.Provider value={registry}>
      {children}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open && !leaving.current && blocker.state === 'blocked') blocker.reset();
        }}
        title="Modifications non enregistrées"
        message="Vous avez des modifications non enregistrées sur cet écran. Si vous le quittez maintenant, elles seront perdues."
        cancelLabel="Rester sur cet écran"
        confirmLabel="Quitter sans enregistrer"
        onConfirm={() => {
          leaving.current = true;
          blocker.proceed?.();
        }}
      />
    </UnsavedChangesContext.Provider>
  );
}
