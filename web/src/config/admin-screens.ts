import type { Role } from '@comptoir/core';
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
  ShieldCheck,
  ShoppingBasket,
  Star,
  Store,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';

/** The sidebar's groups, in their order. */
export const NAV_GROUP_LABELS = ['Principal', 'Contenu', 'Paramètres', 'Communication', 'Compte'] as const;
export type NavGroupLabel = (typeof NAV_GROUP_LABELS)[number];

/** The inboxes whose unread count a sidebar entry shows. */
export type NavBadge = 'quotes' | 'messages' | 'reservations';

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
  badge?: NavBadge;
  /** The screen's module, loaded on its first visit (a chunk of its own). */
  page: () => Promise<ComponentType>;
}

/**
 * Every screen of the back office, in sidebar order: the router, the screens' paths and the
 * sidebar are derived from it. Adding a screen is one entry here and its feature folder.
 */
export const ADMIN_SCREENS = {
  dashboard: {
    path: 'dashboard',
    alsoAt: [''],
    label: 'Tableau de bord',
    icon: LayoutDashboard,
    group: 'Principal',
    page: () => import('@/features/admin-dashboard/components/dashboard-page').then((m) => m.DashboardPage),
  },
  sites: {
    path: 'sites',
    label: 'Sites',
    icon: Globe,
    group: 'Principal',
    role: 'admin',
    page: () => import('@/features/admin-sites/components/sites-page').then((m) => m.SitesPage),
  },
  users: {
    path: 'users',
    label: 'Utilisateurs',
    icon: Users,
    group: 'Principal',
    role: 'admin',
    page: () => import('@/features/admin-users/components/users-page').then((m) => m.UsersPage),
  },
  prospects: {
    path: 'prospects',
    label: 'Demandes de sites',
    icon: Store,
    group: 'Principal',
    role: 'admin',
    page: () => import('@/features/admin-leads/components/prospects-page').then((m) => m.ProspectsPage),
  },
  platform: {
    path: 'platform',
    label: 'Plateforme',
    icon: Landmark,
    group: 'Principal',
    role: 'admin',
    page: () => import('@/features/admin-platform/components/platform-page').then((m) => m.PlatformPage),
  },
  domains: {
    path: 'domains',
    label: 'Domaines',
    icon: Globe,
    group: null,
    page: () => import('@/features/admin-domains/components/domains-page').then((m) => m.DomainsPage),
  },
  pagesHome: {
    path: 'pages/home',
    label: "Page d'accueil",
    icon: Home,
    group: 'Contenu',
    page: () => import('@/features/admin-home-page/components/home-page-editor').then((m) => m.HomePageEditor),
  },
  pagesAbout: {
    path: 'pages/about',
    label: 'À propos',
    icon: Info,
    group: 'Contenu',
    page: () => import('@/features/admin-about/components/about-page').then((m) => m.AboutPage),
  },
  pagesServices: {
    path: 'pages/services',
    label: 'Prestations',
    icon: Briefcase,
    group: 'Contenu',
    page: () => import('@/features/admin-services/components/services-page').then((m) => m.ServicesPage),
  },
  products: {
    path: 'products',
    alsoAt: ['content/products'],
    label: 'Produits',
    icon: Package,
    group: 'Contenu',
    page: () => import('@/features/admin-products/components/products-page').then((m) => m.ProductsPage),
  },
  events: {
    path: 'content/events',
    label: 'Événements',
    icon: CalendarDays,
    group: 'Contenu',
    page: () => import('@/features/admin-events/components/events-page').then((m) => m.EventsPage),
  },
  testimonials: {
    path: 'content/testimonials',
    label: 'Avis clients',
    icon: Star,
    group: 'Contenu',
    page: () => import('@/features/admin-testimonials/components/testimonials-page').then((m) => m.TestimonialsPage),
  },
  pagesHours: {
    path: 'pages/hours',
    label: 'Horaires',
    icon: Clock,
    group: 'Paramètres',
    page: () => import('@/features/admin-hours/components/hours-page').then((m) => m.HoursPage),
  },
  appearance: {
    path: 'appearance',
    label: 'Apparence',
    icon: Palette,
    group: 'Paramètres',
    page: () => import('@/features/admin-appearance/components/appearance-page').then((m) => m.AppearancePage),
  },
  settings: {
    path: 'settings',
    label: 'Paramètres du site',
    icon: Settings,
    group: 'Paramètres',
    page: () => import('@/features/admin-settings/components/settings-page').then((m) => m.SettingsPage),
  },
  pagesContact: {
    path: 'pages/contact',
    label: 'Page contact',
    icon: Mail,
    group: 'Paramètres',
    page: () => import('@/features/admin-shell/components/coming-soon-page').then((m) => m.ComingSoonPage),
  },
  privacy: {
    path: 'privacy',
    label: 'Données personnelles',
    icon: ShieldCheck,
    group: 'Paramètres',
    page: () => import('@/features/admin-privacy/components/personal-data-page').then((m) => m.PersonalDataPage),
  },
  reservations: {
    path: 'content/reservations',
    label: 'Réservations',
    icon: ShoppingBasket,
    group: 'Communication',
    badge: 'reservations',
    page: () => import('@/features/admin-leads/components/reservations-page').then((m) => m.ReservationsPage),
  },
  quotes: {
    path: 'content/quotes',
    label: 'Demandes de devis',
    icon: FileText,
    group: 'Communication',
    badge: 'quotes',
    page: () => import('@/features/admin-leads/components/quotes-page').then((m) => m.QuotesPage),
  },
  messages: {
    path: 'content/messages',
    label: 'Messages',
    icon: MessageSquare,
    group: 'Communication',
    badge: 'messages',
    page: () => import('@/features/admin-leads/components/messages-page').then((m) => m.MessagesPage),
  },
  account: {
    path: 'account',
    label: 'Mon compte',
    icon: UserRound,
    group: 'Compte',
    page: () => import('@/features/admin-account/components/account-page').then((m) => m.AccountPage),
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
