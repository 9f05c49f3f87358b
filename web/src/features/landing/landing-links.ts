import type { FooterSection } from '@/components/layout/site-footer';
import type { NavLink } from '@/components/layout/site-header';
import { paths } from '@/config/paths';

export const HEADER_LINKS: readonly NavLink[] = [
  { label: 'Accueil', href: paths.root },
  { label: 'À propos', href: '#about' },
  { label: 'Fonctionnalités', href: '#features' },
  { label: 'Contact', href: '#contact' },
];

// The spec lists these footer links as '#'; the ones whose section now exists on this page point to it.
export const FOOTER_SECTIONS: readonly FooterSection[] = [
  {
    title: 'Produit',
    items: [
      { title: 'Fonctionnalités', href: '#features' },
      { title: 'Tarifs', href: '#pricing' },
      { title: 'Témoignages', href: '#' },
      { title: 'Démos', href: '#' },
    ],
  },
  {
    title: 'Ressources',
    items: [
      { title: 'Aide', href: '#' },
      { title: 'Contact', href: '#contact' },
      { title: 'Documentation', href: '#' },
    ],
  },
  {
    title: 'Légal',
    items: [
      { title: 'Mentions légales', href: '#' },
      { title: 'Politique de confidentialité', href: '#' },
      { title: 'Conditions générales', href: '#' },
    ],
  },
];
