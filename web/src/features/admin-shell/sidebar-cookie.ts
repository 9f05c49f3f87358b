/** The sidebar's open state is remembered for 7 days. */
export const SIDEBAR_COOKIE = 'sidebar_state';
const MAX_AGE_SECONDS = 60 * 60 * 24 * 7;

export function readSidebarCookie(): boolean {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return entry ? entry.slice(SIDEBAR_COOKIE.length + 1) !== 'false' : true;
}

export function writeSidebarCookie(open: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${MAX_AGE_SECONDS}; SameSite=Lax`;
}
