import { describe, expect, it } from 'vitest';
import { momentIn } from '../domain/calendar';
import { AUDIENCE_HISTORY_DAYS, epicerieAudience } from './epicerie-audience';
import { EPICERIE_ID, seedDocuments } from '.';

const NOW = new Date('2026-11-27T10:00:00Z');
const sum = (counts: unknown) => Object.values(counts as Record<string, number>).reduce((all, n) => all + n, 0);

const daysOf = (now: Date) => epicerieAudience(now).filter(({ path }) => path.includes('/stats/'));

describe('the épicerie’s audience history (demo)', () => {
  it('holds the 90 days before today, every total consistent with its parts, the same at each load', () => {
    const days = daysOf(NOW);
    expect(days).toHaveLength(AUDIENCE_HISTORY_DAYS);
    expect(days[0]?.path).toBe('sites/epicerie-du-marche/stats/2026-08-29');
    expect(days.at(-1)?.path).toBe('sites/epicerie-du-marche/stats/2026-11-26');
    for (const { data } of days) {
      expect(String(data.day) < momentIn(NOW).date).toBe(true);
      expect(sum(data.pages)).toBe(data.views);
      expect(sum(data.sources)).toBe(data.entries);
      expect(sum(data.devices)).toBe(data.entries);
      expect(data.views as number).toBeGreaterThanOrEqual(data.entries as number);
    }
    expect(daysOf(NOW)).toEqual(days);
  });

  it('holds the totals of the months of those days, as the nightly job writes them', () => {
    const documents = epicerieAudience(NOW);
    const months = documents.filter(({ path }) => path.includes('/statMonths/'));
    expect(months.map(({ path }) => path.split('/').at(-1))).toEqual(['2026-08', '2026-09', '2026-10', '2026-11']);
    const november = daysOf(NOW).filter(({ data }) => String(data.day).startsWith('2026-11'));
    expect(months.at(-1)?.data).toMatchObject({
      day: '2026-11-01',
      entries: november.reduce((all, { data }) => all + Number(data.entries), 0),
    });
    expect(documents).toHaveLength(AUDIENCE_HISTORY_DAYS + 4);
  });

  it('looks like a neighbourhood shop’s site: mostly phones, found on Google, some calls and directions', () => {
    const days = daysOf(NOW).map(({ data }) => data);
    const total = (pick: (data: Record<string, unknown>) => unknown) =>
      days.reduce((all, data) => all + Number(pick(data) ?? 0), 0);
    const entries = total((data) => data.entries);
    expect(entries).toBeGreaterThan(1_500);
    expect(total((data) => (data.devices as Record<string, number>).phone) / entries).toBeGreaterThan(0.6);
    expect(total((data) => (data.sources as Record<string, number>)['google.com']) / entries).toBeGreaterThan(0.3);
    expect(total((data) => (data.actions as Record<string, number>).call)).toBeGreaterThan(30);
    expect(total((data) => (data.actions as Record<string, number>).directions)).toBeGreaterThan(40);
  });
});

describe('the administrator’s table in the demo', () => {
  it('is last night’s: the épicerie first with its visits up to yesterday, every demo shop listed', () => {
    const documents = seedDocuments(NOW);
    const summary = documents.find(({ path }) => path === 'audienceSummaries/30d')?.data as {
      through: string;
      rows: { siteId: string; visits: number }[];
    };
    expect(summary.through).toBe('2026-11-26');
    const lastThirty = daysOf(NOW)
      .map(({ data }) => data)
      .filter(({ day }) => String(day) >= '2026-10-28');
    expect(summary.rows[0]).toMatchObject({
      siteId: EPICERIE_ID,
      visits: lastThirty.reduce((all, { entries }) => all + Number(entries), 0),
    });
    expect(summary.rows.map(({ siteId }) => siteId).sort()).toEqual(
      documents
        .filter(({ path }) => /^sites\/[^/]+$/.test(path))
        .map(({ path }) => path.slice(6))
        .sort(),
    );
    expect(documents.filter(({ path }) => path.startsWith('audienceSummaries/'))).toHaveLength(4);
  });
});
