import { purgeExpiredData as purge, rollUpAudience } from '@comptoir/core';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from './admin';
import { audienceRollUpFailed, audienceRolledUp, expiredDataPurgeFailed, expiredDataPurged } from './logs';

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
    // The roll-up runs whatever the purge did; the run is marked failed only after both.
    const purgeFailure = await purge(db()).then(
      (report) => {
        expiredDataPurged(report);
        return null;
      },
      (error: unknown) => {
        expiredDataPurgeFailed(error);
        return error instanceof Error ? error : new Error(String(error));
      },
    );
    audienceRolledUp(await rollUpAudience(db(), new Date(), audienceRollUpFailed));
    if (purgeFailure) throw purgeFailure;
  },
);
