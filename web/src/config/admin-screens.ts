import type { PlanFeature, Role } from '@comptoir/core';
import {
  Briefcase,
  CalendarDays,
  ChartNoAxesColumn,
  ClipboardList,
  Clock,
  CreditCard,
  FileText,
  Gift,
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
  ShieldCheck,
  ShoppingBasket,
  Star,
  Store,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';

/** The sidebar's groups, in their order. */
export const NAV_GROUP_LABELS = ['Principal', 'Contenu', 'Paramètres', 'Communication', 'Compte'] as const;
export type NavGroupLabel = (typeof NAV_GROUP_LABELS)[number];

/** The inboxes whose unread count a sidebar entry shows. */
export type NavBadge = 'quotes' | 'messages' | 'reservations' | 'orders';

/** What a screen's route carries for the screen itself (the coming-soon screen's title). */
export interface ScreenHandle {
  label: string;
}

/** One screen of the back office's shell. */
export interface AdminScreen {
  /** Under /admin, without a leading slash. */
  path: string;
  /** Other paths under /admin that show the same screen ('' is /admin itself). */
  alsoAt?: readonly string[];
  /** Its name in the sidebar (and the coming-soon screen's title). */
  label: string;
  icon: LucideIcon;
  /** Its sidebar group; none: reached from another screen only. */
  group: NavGroupLabel | null;
  /** Only this role sees it in the sidebar and may open it; others go to the dashboard. */
  role?: Role;
  /** Only for a site whose plan includes it: absent from the sidebar, its address offers the plan. */
  feature?: PlanFeature;
  badge?: NavBadge;
}

/**
 * Every screen of the back office, in sidebar order: the router, the screens' paths and the
 * sidebar are derived from it. Features read their paths here without importing any page: each
 * screen's page is in app/admin-pages.ts, beside the routes (the type asks for it). Adding a screen
 * is one entry here, one there, and its feature folder.
 */
export const ADMIN_SCREENS = {
  dashboard: {
    path: 'dashboard',
    alsoAt: [''],
    label: 'Tableau de bord',
    icon: LayoutDashboard,
    group: 'Principal',
  },
  stats: {
    path: 'stats',
    label: 'Statistiques',
    icon: ChartNoAxesColumn,
    group: 'Principal',
  },
  sites: {
    path: 'sites',
    label: 'Sites',
    icon: Globe,
    group: 'Principal',
    role: 'admin',
  },
  users: {
    path: 'users',
    label: 'Utilisateurs',
    icon: Users,
    group: 'Principal',
    role: 'admin',
  },
  prospects: {
    path: 'prospects',
    label: 'Demandes de sites',
    icon: Store,
    group: 'Principal',
    role: 'admin',
  },
  platform: {
    path: 'platform',
    label: 'Plateforme',
    icon: Landmark,
    group: 'Principal',
    role: 'admin',
  },
  domains: {
    path: 'domains',
    label: 'Domaines',
    icon: Globe,
    group: null,
  },
  pagesHome: {
    path: 'pages/home',
    label: 'Page d’accueil',
    icon: Home,
    group: 'Contenu',
  },
  pagesAbout: {
    path: 'pages/about',
    label: 'À propos',
    icon: Info,
    group: 'Contenu',
    feature: 'about',
  },
  pagesServices: {
    path: 'pages/services',
    label: 'Prestations',
    icon: Briefcase,
    group: 'Contenu',
    feature: 'services',
  },
  products: {
    path: 'products',
    alsoAt: ['content/products'],
    label: 'Produits',
    icon: Package,
    group: 'Contenu',
    feature: 'products',
  },
  events: {
    path: 'content/events',
    label: 'Événements',
    icon: CalendarDays,
    group: 'Contenu',
  },
  campaigns: {
    path: 'content/campaigns',
    label: 'Commandes de fêtes',
    icon: Gift,
    group: 'Contenu',
    feature: 'orders',
  },
  testimonials: {
    path: 'content/testimonials',
    label: 'Avis clients',
    icon: Star,
    group: 'Contenu',
  },
  pagesHours: {
    path: 'pages/hours',
    label: 'Horaires',
    icon: Clock,
    group: 'Paramètres',
  },
  appearance: {
    path: 'appearance',
    label: 'Apparence',
    icon: Palette,
    group: 'Paramètres',
  },
  settings: {
    path: 'settings',
    label: 'Paramètres du site',
    icon: Settings,
    group: 'Paramètres',
  },
  pagesContact: {
    path: 'pages/contact',
    label: 'Page contact',
    icon: Mail,
    group: 'Paramètres',
  },
  payments: {
    path: 'paiements',
    label: 'Paiements',
    icon: CreditCard,
    group: 'Paramètres',
    feature: 'orders',
  },
  privacy: {
    path: 'privacy',
    label: 'Données personnelles',
    icon: ShieldCheck,
    group: 'Paramètres',
  },
  reservations: {
    path: 'content/reservations',
    label: 'Réservations',
    icon: ShoppingBasket,
    group: 'Communication',
    feature: 'products',
    badge: 'reservations',
  },
  orders: {
    path: 'content/orders',
    label: 'Commandes',
    icon: ClipboardList,
    group: 'Communication',
    feature: 'orders',
    badge: 'orders',
  },
  quotes: {
    path: 'content/quotes',
    label: 'Demandes de devis',
    icon: FileText,
    group: 'Communication',
    feature: 'services',
    badge: 'quotes',
  },
  messages: {
    path: 'content/messages',
    label: 'Messages',
    icon: MessageSquare,
    group: 'Communication',
    badge: 'messages',
  },
  account: {
    path: 'account',
    label: 'Mon compte',
    icon: UserRound,
    group: 'Compte',
  },
} as const satisfies Record<string, AdminScreen>;

export type AdminScreenName = keyof typeof ADMIN_SCREENS;

type Screens = typeof ADMIN_SCREENS;

/** The address of a path under /admin ('' is /admin itself). */
export const adminAddress = (path: string) => (path ? `/admin/${path}` : '/admin');

/** Each screen's address: screenPaths.products is '/admin/products'. */
export const screenPaths = Object.fromEntries(
  Object.entries(ADMIN_SCREENS).map(([name, screen]) => [name, adminAddress(screen.path)]),
) as { readonly [Name in AdminScreenName]: `/admin/${Screens[Name]['path']}` };
