import type { ComponentType } from 'react';
import type { AdminScreenName } from '@/config/admin-screens';

/**
 * Each screen's module, loaded on its first visit (a chunk of its own), by the screen's name in the
 * table (config/admin-screens.ts). Kept beside the routes so that the table, which features import
 * for their paths, imports no page.
 */
export const ADMIN_PAGES: Record<AdminScreenName, () => Promise<ComponentType>> = {
  dashboard: () => import('@/features/admin-dashboard/components/dashboard-page').then((m) => m.DashboardPage),
  stats: () => import('@/features/admin-stats/components/stats-page').then((m) => m.StatsPage),
  sites: () => import('@/features/admin-sites/components/sites-page').then((m) => m.SitesPage),
  users: () => import('@/features/admin-users/components/users-page').then((m) => m.UsersPage),
  prospects: () => import('@/features/admin-leads/components/prospects-page').then((m) => m.ProspectsPage),
  platform: () => import('@/features/admin-platform/components/platform-page').then((m) => m.PlatformPage),
  domains: () => import('@/features/admin-domains/components/domains-page').then((m) => m.DomainsPage),
  pagesHome: () => import('@/features/admin-home-page/components/home-page-editor').then((m) => m.HomePageEditor),
  pagesAbout: () => import('@/features/admin-about/components/about-page').then((m) => m.AboutPage),
  pagesServices: () => import('@/features/admin-services/components/services-page').then((m) => m.ServicesPage),
  products: () => import('@/features/admin-products/components/products-page').then((m) => m.ProductsPage),
  events: () => import('@/features/admin-events/components/events-page').then((m) => m.EventsPage),
  campaigns: () => import('@/features/admin-orders/components/campaigns-page').then((m) => m.CampaignsPage),
  testimonials: () =>
    import('@/features/admin-testimonials/components/testimonials-page').then((m) => m.TestimonialsPage),
  pagesHours: () => import('@/features/admin-hours/components/hours-page').then((m) => m.HoursPage),
  appearance: () => import('@/features/admin-appearance/components/appearance-page').then((m) => m.AppearancePage),
  settings: () => import('@/features/admin-settings/components/settings-page').then((m) => m.SettingsPage),
  pagesContact: () => import('@/features/admin-shell/components/coming-soon-page').then((m) => m.ComingSoonPage),
  payments: () => import('@/features/admin-orders/components/payments-page').then((m) => m.PaymentsPage),
  privacy: () => import('@/features/admin-privacy/components/personal-data-page').then((m) => m.PersonalDataPage),
  reservations: () => import('@/features/admin-leads/components/reservations-page').then((m) => m.ReservationsPage),
  orders: () => import('@/features/admin-orders/components/orders-page').then((m) => m.OrdersPage),
  quotes: () => import('@/features/admin-leads/components/quotes-page').then((m) => m.QuotesPage),
  messages: () => import('@/features/admin-leads/components/messages-page').then((m) => m.MessagesPage),
  account: () => import('@/features/admin-account/components/account-page').then((m) => m.AccountPage),
};
