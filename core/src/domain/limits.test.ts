import { describe, expect, it } from 'vitest';
import { LIMITS_PER_HOUR, minutesUntilReset, takeQuota, type EmailQuota } from './limits';

const AT = new Date('2025-03-12T09:00:00.000Z');
const minutes = (n: number) => new Date(AT.getTime() + n * 60_000);

describe('takeQuota', () => {
  it('starts an hour at the first email and counts each kind apart', () => {
    const first = takeQuota(null, 'testEmails', AT);
    expect(first).toEqual({
      allowed: true,
      next: {
        hourStart: AT,
        leadEmails: 0,
        testEmails: 1,
        confirmationEmails: 0,
        withheldLeads: 0,
        lastWithheldAt: null,
      },
    });
    expect(takeQuota(first.next, 'leadEmails', minutes(5)).next).toMatchObject({ leadEmails: 1, testEmails: 1 });
  });

  it('refuses past the cap until the hour is over, counting withheld leads', () => {
    let quota: EmailQuota | null = null;
    for (let n = 0; n < LIMITS_PER_HOUR.leadEmails; n += 1) quota = takeQuota(quota, 'leadEmails', minutes(n)).next;
    const refused = takeQuota(quota, 'leadEmails', minutes(59));
    expect(refused.allowed).toBe(false);
    expect(refused.next).toMatchObject({ withheldLeads: 1, lastWithheldAt: minutes(59) });
    expect(minutesUntilReset(refused.next, minutes(59))).toBe(1);
    const nextHour = takeQuota(refused.next, 'leadEmails', minutes(60));
    expect(nextHour).toMatchObject({
      allowed: true,
      next: { hourStart: minutes(60), leadEmails: 1, withheldLeads: 1 },
    });
  });
});
