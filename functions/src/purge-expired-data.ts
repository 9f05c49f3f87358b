import { purgeExpiredData as purge, rollUpAudience } from '@comptoir/core';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from './admin';
import { audienceRolledUp, expiredDataPurged } from './logs';

/**
 * Every night: each shop's requests past its retention (with their notification logs), the
 * platform's old shop requests, visitors' old submission counters; the audience totals of the day
 * before rolled up, those past 25 months deleted (docs/decisions.md).
 */
export const purgeExpiredData = onSchedule({ schedule: 'every day 03:30', timeZone: 'Europe/Paris' }, async () => {
  expiredDataPurged(await purge(db()));
  audienceRolledUp(await rollUpAudience(db()));
});
