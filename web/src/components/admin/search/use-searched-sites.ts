import { refs } from '@comptoir/core';
import type { SiteEntity } from '../session/use-manageable-sites';
import type { ListSearchTexts } from './list-search';
import { useSearchedList, type SearchedList } from './use-searched-list';

const NEWEST_FIRST = [['createdAt', 'desc']] as const;

/** « Sites » and the choice of the current site search the same way, in the same words. */
export const SITE_SEARCH_TEXTS: ListSearchTexts = {
  label: 'Rechercher un site',
  helper: 'Le début d’un mot de son nom, ou de l’un de ses domaines.',
  placeholder: 'Épicerie, epicerie-du-marche.fr…',
  noun: ['site', 'sites'],
  order: ', les plus récents d’abord',
  none: (searched) => `Aucun site ne correspond à «\u00a0${searched}\u00a0».`,
};

/** Every site of the platform newest first, or those found by what is typed, page by page. */
export const useSearchedSites = (typed: string): SearchedList<SiteEntity> =>
  useSearchedList(refs.sites(), typed, NEWEST_FIRST);
