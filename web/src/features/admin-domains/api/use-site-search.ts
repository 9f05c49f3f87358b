import { refs } from '@comptoir/core';
import type { SiteEntity } from '@/components/admin/session/use-manageable-sites';
import { useFound } from '@/components/admin/search/use-found';

const NEWEST_FIRST = [['createdAt', 'desc']] as const;

/** The sites found by the beginning of a word of their name or of a domain (case and accents aside), at most five. */
export function useSiteSearch(typed: string): SiteEntity[] | undefined {
  return useFound(refs.sites(), typed, NEWEST_FIRST);
}
