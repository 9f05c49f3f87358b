/**
 * The back office marks the browser it is signed in on (same origin as the shop's previews and the
 * sandbox): the owner's own visits are not the shop's audience. A mark for the signed-in person on
 * their own device, not a visitor's tracker: nothing is stored for visitors.
 */
const NOT_COUNTED_KEY = 'comptoir:not-counted';

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export const markOwnVisits = (): void => storage()?.setItem(NOT_COUNTED_KEY, '1');
export const forgetOwnVisits = (): void => storage()?.removeItem(NOT_COUNTED_KEY);
export function isOwnVisit(): boolean {
  const store = storage();
  return store !== null && store.getItem(NOT_COUNTED_KEY) !== null;
}
