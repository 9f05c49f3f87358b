import { useEffect } from 'react';
import { notify } from '@/components/ui/notify';

/** Toasts `message` once for each new load error (load failures are toasts). */
export function useErrorToast(error: Error | undefined, message: string): void {
  useEffect(() => {
    if (error) notify.error(message);
  }, [error, message]);
}
