import {
  Briefcase,
  CalendarDays,
  Clock,
  FileText,
  Globe,
  Home,
  Info,
  Landmark,
  LayoutDashboard,
  Mail,
  MessageSquare,
  Package,
  Palette,
  Settings,
  ShoppingBasket,
  ShieldCheck,
  Star,
  UserRound,
  Users,
  type LucideIcon,
  Store,
} from 'lucide-react';
import { paths } from '@/config/paths';

export type NavBadge = 'quotes' | 'messages' | 'reservations';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Other paths that show the same screen. */
  alsoAt?: readonly string[];
  adminOnly?: boolean;
  badge?: NavBadge;
}

export interface NavGroup {
  label: string;
  items: readonly NavItem[];
}

/** The back office's sidebar groups, plus 'Utilisateurs' for administrators (issue #4). */
export const NAV_GROUPS: readonly NavGroup[] = [
  {
    label: 'Principal',
    items: [
      { label: 'Tableau de bord', to: paths.admin.dashboard, icon: LayoutDashboard, alsoAt: [paths.admin.root] },
      { label: 'Sites', to: paths.admin.sites, icon: Globe, adminOnly: true },
      { label: 'Utilisateurs', to: paths.admin.users, icon: Users, adminOnly: true },
      { label: 'Demandes de sites', to: paths.admin.prospects, icon: Store, adminOnly: true },
      { label: 'Plateforme', to: paths.admin.platform, icon: Landmark, adminOnly: true },
    ],
  },
  {
    label: 'Contenu',
    items: [
      { label: "Page d'accueil", to: paths.admin.pagesHome, icon: Home },
      { label: 'À propos', to: paths.admin.pagesAbout, icon: Info },
      { label: 'Prestations', to: paths.admin.pagesServices, icon: Briefcase },
      { label: 'Produits', to: paths.admin.products, icon: Package, alsoAt: [paths.admin.contentProducts] },
      { label: 'Événements', to: paths.admin.events, icon: CalendarDays },
      { label: 'Avis clients', to: paths.admin.testimonials, icon: Star },
    ],
  },
  {
    label: 'Paramètres',
    items: [
      { label: 'Horaires', to: paths.admin.pagesHours, icon: Clock },
      { label: 'Apparence', to: paths.admin.appearance, icon: Palette },
      { label: 'Paramètres du site', to: paths.admin.settings, icon: Settings },
      { label: 'Page contact', to: paths.admin.pagesContact, icon: Mail },
      { label: 'Données personnelles', to: paths.admin.privacy, icon: ShieldCheck },
    ],
  },
  {
    label: 'Communication',
    items: [
      { label: 'Réservations', to: paths.admin.reservations, icon: ShoppingBasket, badge: 'reservations' },
      { label: 'Demandes de devis', to: paths.admin.quotes, icon: FileText, badge: 'quotes' },
      { label: 'Messages', to: paths.admin.messages, icon: MessageSquare, badge: 'messages' },
    ],
  },
  {
    label: 'Compte',
    items: [{ label: 'Mon compte', to: paths.admin.account, icon: UserRound }],
  },
];

export function isActive(item: NavItem, pathname: string): boolean {
  const current = pathname.replace(/\/+$/, '') || '/';
  return current === item.to || (item.alsoAt ?? []).includes(current);
}
