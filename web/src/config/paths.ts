/** Every route of both specs, in one place. */
export const paths = {
  root: '/',
  /** Where a merchant address's confirmation link leads (core's CONFIRMATION_PATH). */
  confirmEmail: '/confirmer-email',
  /** A shop's generated legal pages on its domain, the platform's on its own (core's LEGAL_PATHS). */
  legal: {
    notice: '/mentions-legales',
    privacy: '/confidentialite',
    terms: '/conditions-generales',
  },
  merchant: {
    home: '/merchant',
    about: '/merchant/about',
    services: '/merchant/services',
    products: '/merchant/products',
    contact: '/merchant/contact',
  },
  admin: {
    root: '/admin',
    login: '/admin/login',
    dashboard: '/admin/dashboard',
    sites: '/admin/sites',
    users: '/admin/users',
    prospects: '/admin/prospects',
    domains: '/admin/domains',
    platform: '/admin/platform',
    pagesHome: '/admin/pages/home',
    pagesAbout: '/admin/pages/about',
    pagesServices: '/admin/pages/services',
    pagesContact: '/admin/pages/contact',
    pagesHours: '/admin/pages/hours',
    products: '/admin/products',
    contentProducts: '/admin/content/products',
    events: '/admin/content/events',
    testimonials: '/admin/content/testimonials',
    quotes: '/admin/content/quotes',
    messages: '/admin/content/messages',
    appearance: '/admin/appearance',
    settings: '/admin/settings',
    privacy: '/admin/privacy',
    account: '/admin/account',
  },
} as const;
