import { useSyncExternalStore } from 'react';

type ToastInput = { type: 'success' | 'error'; title: string; description?: string | undefined };

let requested = false;
const listeners = new Set<() => void>();

/**
 * Toasts appear only after someone acts (a form, a save), so their code (Ark's toast machine and
 * Chakra's portal) is fetched on the first one instead of weighing on every first visit.
 */
function show(toast: ToastInput): void {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  void import('./toaster').then(({ toaster }) => toaster.create(toast));
}

/** True once a toast was asked for: <UiProvider> then mounts the toaster. */
export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => requested,
  );
}

/** The two toast kinds of the specs: a success, and a destructive error titled 'Erreur' by default. */
export const notify = {
  success(title: string, description?: string): void {
    show({ type: 'success', title, description });
  },
  error(description: string, title = 'Erreur'): void {
    show({ type: 'error', title, description });
  },
};
