import { describe, expect, it } from 'vitest';
import { momentIn } from '../domain/calendar';
import { AUDIENCE_HISTORY_DAYS, epicerieAudience } from './epicerie-audience';

const NOW = new Date('2026-11-27T10:00:00Z');
const sum = (counts: unknown) => Object.values(counts as Record<string, number>).reduce((all, n) => all + n, 0);

describe('the épicerie’s audience history (demo)', () => {
  it('holds the 90 days before today, every total consistent with its parts, the same at each load', () => {
    const days = epicerieAudience(NOW);
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
    expect(epicerieAudience(NOW)).toEqual(days);
  });

  it('looks like a neighbourhood shop’s site: mostly phones, found on Google, some calls and directions', () => {
    const days = epicerieAudience(NOW).map(({ data }) => data);
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
