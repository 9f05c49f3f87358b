import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageLoader } from '@/components/layout/page-loader';
import { LoadError } from '@/components/site/load-error';
import { useErrorToast } from '@/components/admin/ui/use-error-toast';
import { ShowMore } from './show-more';
import type { PagedList } from './use-paged-collection';
import { useDrawnCount } from './use-drawn-count';

export interface PagedItemsProps<T> {
  list: PagedList<T>;
  texts: { loading: string; loadError: string };
  /** What an empty list shows. */
  empty: ReactNode;
  /** The list's accessible name. */
  label?: string;
  children(item: T): ReactNode;
}

/** A paged list's loading, failure (toast and alert), empty state, or its items and « Afficher plus ». */
export function PagedItems<T>({ list, texts, empty, label, children }: PagedItemsProps<T>) {
  const { state } = list;
  const drawn = useDrawnCount(state.data?.length ?? 0);
  useErrorToast(state.error, texts.loadError);
  if (state.status === 'loading') return <PageLoader text={texts.loading} fullScreen={false} />;
  if (state.status === 'error') return <LoadError title={texts.loadError} />;
  if (state.data.length === 0) return empty;
  return (
    <>
      <Stack as="ul" gap="3" listStyle="none" aria-label={label}>
        {state.data.slice(0, drawn).map(children)}
      </Stack>
      <ShowMore list={list} />
    </>
  );
}
