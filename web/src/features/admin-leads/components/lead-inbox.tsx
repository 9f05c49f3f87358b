import { Stack } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageLoader } from '@/components/layout/page-loader';
import { EmptyState } from '@/components/site/empty-state';
import { LoadError } from '@/components/site/load-error';
import type { LiveState } from '@/components/admin/data/use-admin-live';
import { useErrorToast } from '@/components/admin/ui/use-error-toast';

export interface LeadInboxProps<T> {
  state: LiveState<T[]>;
  /** How many leads the inbox holds, whatever the filters (undefined while counting). */
  total: number | undefined;
  texts: { loading: string; loadFailed: string; empty: string };
  emptyIcon: LucideIcon;
  /** Renders the loaded list (empty when the filters keep nothing of a non-empty inbox). */
  children(items: T[]): ReactNode;
}

/** Loading spinner, load failure (toast and alert), empty inbox, or the list. */
export function LeadInbox<T>({ state, total, texts, emptyIcon, children }: LeadInboxProps<T>) {
  useErrorToast(state.error, texts.loadFailed);
  if (state.status === 'error') return <LoadError title={texts.loadFailed} />;
  if (state.status === 'loading' || (state.data.length === 0 && total === undefined))
    return <PageLoader text={texts.loading} fullScreen={false} />;
  if (total === 0 && state.data.length === 0) return <EmptyState title={texts.empty} icon={emptyIcon} />;
  return children(state.data);
}

/** The list of lead cards, named for screen readers. */
export function LeadList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack as="ul" gap="3" listStyle="none" aria-label={label}>
      {children}
    </Stack>
  );
}
