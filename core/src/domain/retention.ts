// How long what the functions keep lasts: the privacy policy states these figures.

/**
 * Notification logs hold whole emails, so they do not stay forever: Firestore's TTL policy on
 * `expireAt` deletes each one this many days after it was written (docs/deploy.md).
 */
export const NOTIFICATION_RETENTION_DAYS = 90;

/** Visitors' submission counters and customers' address counters serve a day's cap: they go two days later. */
export const VISITOR_QUOTA_RETENTION_DAYS = 2;
