/**
 * The back office's route modules. They sit in a chunk of their own, loaded on the first visit to
 * /admin: each dynamic import carries the list of files it preloads, and the public entry should
 * not carry the back office's lists (see docs/architecture.md, 'Performance').
 */
export const adminPages = {
  login: () => import('./routes/admin/login'),
  shell: () => import('./routes/admin/shell'),
  dashboard: () => import('./routes/admin/dashboard'),
  sites: () => import('./routes/admin/sites'),
  users: () => import('./routes/admin/users'),
  prospects: () => import('./routes/admin/prospects'),
  domains: () => import('./routes/admin/domains'),
  platform: () => import('./routes/admin/platform'),
  pagesHome: () => import('./routes/admin/pages-home'),
  pagesAbout: () => import('./routes/admin/pages-about'),
  pagesServices: () => import('./routes/admin/pages-services'),
  pagesContact: () => import('./routes/admin/pages-contact'),
  pagesHours: () => import('./routes/admin/pages-hours'),
  products: () => import('./routes/admin/products'),
  events: () => import('./routes/admin/events'),
  testimonials: () => import('./routes/admin/testimonials'),
  quotes: () => import('./routes/admin/quotes'),
  reservations: () => import('./routes/admin/reservations'),
  messages: () => import('./routes/admin/messages'),
  appearance: () => import('./routes/admin/appearance'),
  settings: () => import('./routes/admin/settings'),
  privacy: () => import('./routes/admin/privacy'),
  account: () => import('./routes/admin/account'),
};

export type AdminPageName = keyof typeof adminPages;
