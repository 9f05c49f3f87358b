import { DIRECT, type AudienceTotals } from '../domain/audience';
import { monthOf, sumTotals } from '../domain/audience-period';
import { addMonths, dayOfWeekOf } from '../domain/calendar';
import { statDayRef, statMonthRef } from '../model/stats-refs';
import { isoDayFrom } from './dates';
import { generator } from './generator';
import { EPICERIE_ID } from './platform';
import { seedDoc, type SeedDocument } from './seed-document';

/** Days of history the demo shows in « Statistiques ». */
export const AUDIENCE_HISTORY_DAYS = 90;

type Weights = Readonly<Record<string, number>>;

// A neighbourhood épicerie's site: found on search engines and maps, shared on Facebook and
// Instagram, mostly seen on phones, busier before the weekend, closed on Mondays.
const VISITS_BY_WEEKDAY = [34, 14, 22, 24, 27, 38, 46];
const PAGES: Weights = {
  accueil: 40,
  produits: 24,
  contact: 14,
  'a-propos': 9,
  prestations: 11,
  'mentions-legales': 1,
};
const SOURCES: Weights = {
  [DIRECT]: 30,
  'google.com': 38,
  'facebook.com': 10,
  'instagram.com': 8,
  'pagesjaunes.fr': 5,
  'qwant.com': 3,
  'bing.com': 3,
  'lyon.citycrunch.fr': 3,
};
const DEVICES: Weights = { phone: 68, computer: 25, tablet: 7 };
/** Share of visits that lead to each action. */
const ACTION_RATES: Weights = {
  call: 0.035,
  directions: 0.045,
  email: 0.006,
  social: 0.012,
  quote: 0.004,
  message: 0.006,
  reservation: 0.012,
  join: 0.005,
};

/** `total` spread over the keys in proportion to their weights, the remainder at random; zeros left out. */
function spread(total: number, weights: Weights, next: () => number): Record<string, number> {
  const keys = Object.keys(weights);
  const sum = keys.reduce((all, key) => all + (weights[key] ?? 0), 0);
  const counts: Record<string, number> = {};
  let given = 0;
  for (const key of keys) {
    counts[key] = Math.floor((total * (weights[key] ?? 0)) / sum);
    given += counts[key];
  }
  for (; given < total; given += 1) {
    const key = keys[Math.floor(next() * keys.length)] ?? '';
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0));
}

/**
 * Three months of the épicerie's audience as « Statistiques » counts it (one document per day before
 * today, growing slowly, and their months' totals), so that the demo shows figures; the same for
 * the same day.
 */
export function epicerieAudience(now: Date): SeedDocument[] {
  const days = audienceDays(now);
  const months = new Set(days.map(({ day }) => monthOf(day)));
  return [
    ...days.map((totals) => seedDoc(statDayRef(EPICERIE_ID, totals.day), totals)),
    ...[...months].map((month) =>
      seedDoc(statMonthRef(EPICERIE_ID, month), sumTotals(days, month, addMonths(month, 1))),
    ),
  ];
}

function audienceDays(now: Date): AudienceTotals[] {
  const { next } = generator(30);
  return Array.from({ length: AUDIENCE_HISTORY_DAYS }, (_, index) => {
    const day = isoDayFrom(now, index - AUDIENCE_HISTORY_DAYS);
    const growth = 0.85 + (0.3 * index) / AUDIENCE_HISTORY_DAYS;
    const entries = Math.round((VISITS_BY_WEEKDAY[dayOfWeekOf(day)] ?? 20) * growth * (0.8 + 0.4 * next()));
    const views = Math.round(entries * (1.7 + 0.6 * next()));
    const actions = Object.fromEntries(
      Object.entries(ACTION_RATES)
        .map(([action, rate]) => [action, Math.floor(entries * rate + next())] as const)
        .filter(([, count]) => count > 0),
    );
    return {
      day,
      views,
      entries,
      pages: spread(views, PAGES, next),
      sources: spread(entries, SOURCES, next),
      devices: spread(entries, DEVICES, next),
      actions,
    };
  });
}
