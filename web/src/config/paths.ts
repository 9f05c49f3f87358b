import { LEGAL_PATHS, shopPaths } from '@comptoir/core';

/** Every route of both specs, in one place; the public pages' from core's one list (SHOP_PAGES). */
export const paths = {
  root: '/',
  /** Where a merchant address's confirmation link leads (core's CONFIRMATION_PATH). */
  confirmEmail: '/confirmer-email',
  /** A shop's generated legal pages on its domain, the platform's on its own. */
  legal: LEGAL_PATHS,
  merchant: shopPaths,
  /** The back office's doors; its screens' paths come from the screen table (screenPaths). */
  admin: {
    root: '/admin',
    login: '/admin/login',
  },
} as const;

/** An address of the back office ('/admin', '/admin/products'), not one that only starts alike. */
export const isAdminPath = (path: string): boolean =>
  path === paths.admin.root || path.startsWith(`${paths.admin.root}/`);
