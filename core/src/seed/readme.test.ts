import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addDays } from '../domain/calendar';
import { isoDayFrom } from './dates';
import { seedDocuments } from './index';

const README = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
const NOW = new Date('2026-12-01T10:00:00Z');

describe('the README’s demo content', () => {
  it('says the épicerie’s closure as the seed dates it: two weeks, ten weeks after the day it is loaded, any season', () => {
    const closure = seedDocuments(NOW).find(({ data }) => data.kind === 'conges')?.data;
    const today = isoDayFrom(NOW, 0);
    expect(closure?.startDate).toBe(addDays(today, 7 * 10));
    expect(closure?.endDate).toBe(addDays(today, 7 * 12));
    expect(README).toContain('a two-week closure (« Congés ») ten weeks after that day');
    expect(README).not.toMatch(/summer closure|winter closure/);
  });
});
