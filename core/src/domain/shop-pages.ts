import { planIncludes, type PlanFeature, type PlanId } from '../model/plans';

/** What the platform knows of a shop's public page. */
interface ShopPageEntry {
  /** Its address (under /merchant; its home is also its own domain's root). */
  path: string;
  /** The key it is counted under in « Statistiques » (stored in the day's totals). */
  key: string;
  /** Its name in « Statistiques ». */
  label: string;
  /** Whether search engines should list it (the sitemap). */
  listed: boolean;
  /** Its link in the site's menu and footer, if it has one. */
  menu?: string;
  /** Whether it shows the catalogue (the server reads the published products with the site). */
  catalogue?: true;
  /** What the site's plan must include for the page to exist (none: every plan). */
  feature?: PlanFeature;
}

/**
 * A shop's public pages, the one table of them. The router, the menu, the counted pages and their
 * names in « Statistiques », and the sitemap derive from it; each page's screen is web's
 * `features/public-<name>/route.tsx`. Adding a page: one entry here and its folder.
 */
export const SHOP_PAGES = {
  home: { path: '/merchant', key: 'accueil', label: 'Accueil', listed: true, menu: 'Accueil', catalogue: true },
  about: {
    path: '/merchant/about',
    key: 'a-propos',
    label: 'À propos',
    listed: true,
    menu: 'Qui sommes-nous',
    feature: 'about',
  },
  services: {
    path: '/merchant/services',
    key: 'prestations',
    label: 'Prestations',
    listed: true,
    menu: 'Nos prestations',
    feature: 'services',
  },
  products: {
    path: '/merchant/products',
    key: 'produits',
    label: 'Produits',
    listed: true,
    menu: 'Produits',
    catalogue: true,
    feature: 'products',
  },
  contact: { path: '/merchant/contact', key: 'contact', label: 'Contact', listed: true, menu: 'Contact' },
  // It changes every day: kept out of the sitemap; the home's strip links to it.
  ardoise: { path: '/merchant/ardoise', key: 'ardoise', label: 'L’ardoise du jour', listed: false },
  // Only while a campaign is open: kept out of the sitemap, linked from the menu and the home then.
  orders: {
    path: '/merchant/commandes',
    key: 'commandes',
    label: 'Commandes de fêtes',
    listed: false,
    catalogue: true,
    feature: 'orders',
  },
} as const satisfies Record<string, ShopPageEntry>;

export type ShopPageName = keyof typeof SHOP_PAGES;

/** Whether a site on `plan` has the page (absent from it: 404, out of its menu, footer and sitemap). */
export const hasShopPage = (plan: PlanId | undefined, page: ShopPageEntry): boolean =>
  !page.feature || planIncludes(plan, page.feature);

/** The menu of a site on `plan`, in the table's order. */
export const shopMenu = (plan: PlanId | undefined): readonly { label: string; path: string }[] =>
  Object.values(SHOP_PAGES).flatMap((page: ShopPageEntry) =>
    page.menu && hasShopPage(plan, page) ? [{ label: page.menu, path: page.path }] : [],
  );

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
