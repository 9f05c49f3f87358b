import { Button } from '@chakra-ui/react';
import type { PagedList } from '@/components/admin/lists/use-paged-collection';

/** « Afficher plus » under a paged list, while more may follow. */
export function ShowMore({ list }: { list: Pick<PagedList<unknown>, 'more' | 'loadingMore' | 'showMore'> }) {
  if (!list.more) return null;
  return (
    <Button variant="outline" alignSelf="center" loading={list.loadingMore} onClick={list.showMore}>
      Afficher plus
    </Button>
  );
}
