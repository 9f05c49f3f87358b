import { Globe, Images, LayoutDashboard, LifeBuoy, Search, Smartphone, type LucideIcon } from 'lucide-react';

export interface Feature {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** The six promises of the product overview. */
export const FEATURES: readonly Feature[] = [
  {
    icon: Smartphone,
    title: 'Un site personnalisé et responsive',
    description:
      'Votre logo, vos couleurs, vos textes\u00a0: un site à votre image, aussi agréable sur téléphone que sur ordinateur.',
  },
  {
    icon: Globe,
    title: 'Un contenu adapté à votre domaine',
    description:
      'Chaque commerce a son adresse web et son propre contenu\u00a0: votre nom de domaine affiche votre boutique, et seulement la vôtre.',
  },
  {
    icon: LayoutDashboard,
    title: 'Un back-office simple',
    description:
      'Produits, horaires, événements, avis et messages se mettent à jour en quelques clics, sans aucune compétence technique.',
  },
  {
    icon: Search,
    title: 'Référencement naturel (SEO)',
    description:
      'Titres, descriptions et pages bien structurées pour que les clients du quartier vous trouvent sur les moteurs de recherche.',
  },
  {
    icon: Images,
    title: 'Images optimisées en WebP',
    description:
      'Vos photos sont automatiquement redimensionnées et converties en WebP\u00a0: un site léger qui s’affiche vite, même en 4G.',
  },
  {
    icon: LifeBuoy,
    title: 'Un support technique à l’écoute',
    description: 'Une question, un doute, un souci\u00a0? Notre équipe vous répond et vous accompagne, en français.',
  },
];
