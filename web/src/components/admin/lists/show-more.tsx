import { Button } from '@chakra-ui/react';
import type { PagedList } from '@/components/admin/lists/use-paged-collection';

export interface ShowMoreProps {
  list: Pick<PagedList<unknown>, 'more' | 'loadingMore' | 'showMore'>;
  /** « Afficher plus » unless the list says better what the next page brings. */
  label?: string;
}

/** « Afficher plus » under a paged list, while more may follow. */
export function ShowMore({ list, label = 'Afficher plus' }: ShowMoreProps) {
  if (!list.more) return null;
  return (
    <Button variant="outline" alignSelf="center" loading={list.loadingMore} onClick={list.showMore}>
      {label}
    </Button>
  );
}
