import { purgeExpiredData as purge } from '@comptoir/core';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from './admin';
import { expiredDataPurged } from './logs';

/**
 * Every night: each shop's requests past its retention (with their notification logs), the
 * platform's old shop requests, visitors' old submission counters (docs/decisions.md).
 */
export const purgeExpiredData = onSchedule({ schedule: 'every day 03:30', timeZone: 'Europe/Paris' }, async () => {
  expiredDataPurged(await purge(db()));
});
