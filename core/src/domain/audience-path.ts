/**
 * Where public pages send their audience beacons (Hosting rewrites it to the `audience` function:
 * same origin as the page). Apart from the counting rules, so the page's beacon carries nothing else.
 */
export const AUDIENCE_PATH = '/_/audience';
