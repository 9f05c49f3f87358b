import { legalFooterSection, type FooterSection } from '@/components/layout/site-footer';
import type { NavLink } from '@/components/layout/site-header';
import { EPICERIE_ID, TRAITEUR_ID } from '@comptoir/core/seed';
import { paths } from '@/config/paths';

export const HEADER_LINKS: readonly NavLink[] = [
  { label: 'Accueil', href: paths.root },
  { label: 'À propos', href: `${paths.root}#about` },
  { label: 'Fonctionnalités', href: `${paths.root}#features` },
  { label: 'Contact', href: `${paths.root}#contact` },
];

/** The demo shops, where the demo content exists (the sandbox, the emulators' seed). */
export const DEMO_SHOPS = [
  { title: 'Démo\u00a0: Épicerie du Marché', href: `${paths.merchant.home}?site=${EPICERIE_ID}` },
  { title: 'Démo\u00a0: Traiteur Saveurs & Co', href: `${paths.merchant.home}?site=${TRAITEUR_ID}` },
] as const;

/**
 * The footer links to what exists: this page's sections, the demo shops where they exist, and the
 * platform's legal pages. Other usual links (testimonials, help, documentation) have no page
 * yet and are left out rather than pointing nowhere.
 */
export function footerSections(withDemos: boolean): FooterSection[] {
  return [
    {
      title: 'Produit',
      items: [
        { title: 'Fonctionnalités', href: `${paths.root}#features` },
        { title: 'Tarifs', href: `${paths.root}#pricing` },
      ],
    },
    ...(withDemos ? [{ title: 'Démos', items: [...DEMO_SHOPS] }] : []),
    { title: 'Ressources', items: [{ title: 'Contact', href: `${paths.root}#contact` }] },
    legalFooterSection((to) => to, false),
  ];
}
