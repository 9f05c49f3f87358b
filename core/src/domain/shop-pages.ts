/**
 * A shop's public pages, the one list of them: each one's address (under /merchant; its home is
 * also its own domain's root), its name in « Statistiques » (the key of the day's totals), and
 * whether search engines should list it. The web app's paths, the counted pages and the sitemap
 * derive from it.
 */
export const SHOP_PAGES = {
  home: { path: '/merchant', key: 'accueil', listed: true },
  about: { path: '/merchant/about', key: 'a-propos', listed: true },
  services: { path: '/merchant/services', key: 'prestations', listed: true },
  products: { path: '/merchant/products', key: 'produits', listed: true },
  contact: { path: '/merchant/contact', key: 'contact', listed: true },
  // It changes every day: kept out of the sitemap.
  ardoise: { path: '/merchant/ardoise', key: 'ardoise', listed: false },
} as const;

/** The generated legal pages, on a shop's domain and on the platform's (also under /merchant with ?site=). */
export const LEGAL_PATHS = {
  notice: '/mentions-legales',
  privacy: '/confidentialite',
  terms: '/conditions-generales',
} as const;

type ShopPage = (typeof SHOP_PAGES)[keyof typeof SHOP_PAGES];
type LegalPath = (typeof LEGAL_PATHS)[keyof typeof LEGAL_PATHS];

/** The key a page is counted under: a shop page's, or a legal page's path without its slash. */
export type CountedPage = ShopPage['key'] | (LegalPath extends `/${infer Key}` ? Key : never);

/** The shop's pages by their path: `{ home: '/merchant', about: '/merchant/about', … }`. */
export const shopPaths = Object.fromEntries(Object.entries(SHOP_PAGES).map(([name, page]) => [name, page.path])) as {
  readonly [Name in keyof typeof SHOP_PAGES]: (typeof SHOP_PAGES)[Name]['path'];
};
