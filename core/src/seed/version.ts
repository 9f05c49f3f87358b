/**
 * The demo content's version, kept apart from the content itself (which loads only when needed):
 * bump it when the content changes, and a sandbox that holds an older one starts again from the new
 * one at its next visit.
 */
export const SEED_VERSION = 10;
