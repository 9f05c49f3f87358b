/**
 * The local storage key of the events a visitor joined on a site, named by its privacy policy (and
 * apart from it, so the home page carries this line and not the policy).
 */
export const participationStorageKey = (siteId: string) => `comptoir:participations:${siteId}`;
