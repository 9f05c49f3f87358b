import { toaster } from './toaster';

/** The two toast kinds of the specs: a success, and a destructive error titled 'Erreur' by default. */
export const notify = {
  success(title: string, description?: string): void {
    toaster.create({ type: 'success', title, description });
  },
  error(description: string, title = 'Erreur'): void {
    toaster.create({ type: 'error', title, description });
  },
};
