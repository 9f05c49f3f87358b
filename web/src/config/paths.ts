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
    ardoise: '/merchant/ardoise',
  },
  /** The back office's doors; its screens' paths come from the screen table (screenPaths). */
  admin: {
    root: '/admin',
    login: '/admin/login',
  },
} as const;

/** An address of the back office ('/admin', '/admin/products'), not one that only starts alike. */
export const isAdminPath = (path: string): boolean =>
  path === paths.admin.root || path.startsWith(`${paths.admin.root}/`);
