import { foldText } from './fold-text';

/** A search shorter than this finds nothing (and reads nothing). */
export const SEARCH_MIN_LENGTH = 2;

/** The longest key stored: a longer search asks for its first characters only. */
export const SEARCH_KEY_MAX = 30;

/**
 * Text as the back office's searches compare it: case and accents folded, « œ » spelled out, and
 * every run of characters other than letters and digits one space (« Saint-Jean », « saint jean »).
 */
export function searchText(text: string): string {
  return foldText(text)
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The key a search asks for (`array-contains`), or null when it is too short to ask. */
export function searchKeyOf(typed: string): string | null {
  const key = searchText(typed).slice(0, SEARCH_KEY_MAX).trimEnd();
  return key.length >= SEARCH_MIN_LENGTH ? key : null;
}

function beginnings(text: string, into: Set<string>): void {
  for (let end = SEARCH_MIN_LENGTH; end <= Math.min(text.length, SEARCH_KEY_MAX); end += 1) {
    if (text[end - 1] !== ' ') into.add(text.slice(0, end));
  }
}

/**
 * Every key a document is found by (`searchKeys`): each beginning of each word of `fromEachWord`
 * and onwards (« du mar » finds « Épicerie du Marché »), and each beginning of `fromStart` (a
 * domain, an address). Stored beside the texts, so that a search is one indexed query.
 */
export function searchKeys(fromEachWord: readonly string[], fromStart: readonly string[] = []): string[] {
  const keys = new Set<string>();
  for (const text of fromEachWord) {
    const words = searchText(text);
    for (let start = 0; start < words.length; start += 1) {
      if (start === 0 || words[start - 1] === ' ') beginnings(words.slice(start), keys);
    }
  }
  for (const text of fromStart) beginnings(searchText(text), keys);
  return [...keys];
}

/** What a site is found by: the words of its name, the beginning of each of its domains. */
export const siteSearchKeys = (name: string, hosts: readonly string[]): string[] => searchKeys([name], hosts);

/** What an account is found by: the beginning of its address. */
export const accountSearchKeys = (email: string): string[] => searchKeys([], [email]);
