import { purgeExpiredData as purge, rollUpAudience } from '@comptoir/core';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from './admin';
import { audienceRolledUp, expiredDataPurged } from './logs';

/**
 * Every night: each shop's requests past its retention (with their notification logs), the
 * platform's old shop requests, visitors' old submission counters; the audience totals of the day
 * before rolled up, those past 25 months deleted, every shop's figures for the administrator's
 * table (docs/decisions.md). Every shop is visited: at 1,000 shops that takes minutes, not the
 * default one.
 */
export const purgeExpiredData = onSchedule(
  { schedule: 'every day 03:30', timeZone: 'Europe/Paris', timeoutSeconds: 1800 },
  async () => {
    expiredDataPurged(await purge(db()));
    audienceRolledUp(await rollUpAudience(db()));
  },
);
