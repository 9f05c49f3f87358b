import { describe, expect, it } from 'vitest';
import { eventFormDefaults, eventFormSchema } from '../forms/event-form';
import { eventSchema, type SiteEvent } from '../model/content';
import {
  eventIcs,
  eventStart,
  eventsJsonLd,
  isEventFull,
  parisOffset,
  participationText,
  placesBelowComingText,
  upcomingEvents,
} from './events';

const event = (patch: Partial<SiteEvent> = {}): SiteEvent & { id: string } => ({
  ...eventSchema.parse({ title: 'Atelier', date: '12 décembre 2026', ...patch }),
  id: 'atelier',
});
const PLACE = {
  siteName: 'Épicerie du Marché',
  address: '12 place du Marché, 69002 Lyon',
  url: 'https://epicerie.example/',
  host: 'epicerie.example',
};

describe('events on the home page', () => {
  it('leave the home the day after their day, and stay when their day is unknown', () => {
    const past = event({ startDate: '2026-12-11' });
    const today = event({ startDate: '2026-12-12' });
    const unknown = event();
    expect(upcomingEvents([past, today, unknown], '2026-12-12')).toEqual([today, unknown]);
  });

  it('count places: « Complet » once reached', () => {
    expect(participationText(event({ participationCount: 3 }))).toBe('3 participants');
    expect(participationText(event({ participationCount: 7, capacity: 8 }))).toBe('7 participants · 1 place restante');
    expect(participationText(event({ participationCount: 1, capacity: 8 }))).toBe('1 participant · 7 places restantes');
    expect(participationText(event({ participationCount: 8, capacity: 8 }))).toBe('8 participants · Complet');
    expect(isEventFull(event({ participationCount: 8, capacity: 8 }))).toBe(true);
    expect(isEventFull(event({ participationCount: 800 }))).toBe(false);
  });

  it('start at Paris time, summer or winter', () => {
    expect(parisOffset('2026-12-12', '18:30')).toBe('+01:00');
    expect(parisOffset('2026-07-14', '10:00')).toBe('+02:00');
    expect(eventStart(event({ startDate: '2026-12-12', startTime: '18:30' }))).toBe('2026-12-12T18:30:00+01:00');
    expect(eventStart(event({ startDate: '2026-12-12' }))).toBe('2026-12-12');
    expect(eventStart(event())).toBeNull();
  });

  it('are schema.org Events at the shop, with their places, when their day is known', () => {
    const [data, ...others] = eventsJsonLd(
      [event({ startDate: '2026-12-12', startTime: '18:30', capacity: 8, participationCount: 3 }), event()],
      PLACE,
    );
    expect(others).toEqual([]);
    expect(data).toMatchObject({
      '@type': 'Event',
      name: 'Atelier',
      startDate: '2026-12-12T18:30:00+01:00',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Épicerie du Marché', address: '12 place du Marché, 69002 Lyon' },
      maximumAttendeeCapacity: 8,
      remainingAttendeeCapacity: 5,
    });
  });
});

const MADE = new Date('2026-12-01T09:30:15.250Z');

describe('« Ajouter à mon agenda »', () => {
  it('is stamped with the moment the file is made, not with the event’s day', () => {
    const lines = eventIcs(event({ startDate: '2026-12-12', startTime: '18:30' }), PLACE, MADE)?.split('\r\n') ?? [];
    expect(lines).toContain('DTSTAMP:20261201T093015Z');
    const later = eventIcs(event({ startDate: '2026-12-12' }), PLACE, new Date('2026-12-02T00:00:00Z')) ?? '';
    expect(later).toContain('DTSTAMP:20261202T000000Z\r\n');
  });

  it('is an iCalendar event at Paris time, two hours long when only its start is known', () => {
    const ics = eventIcs(
      event({ startDate: '2026-12-12', startTime: '18:30', description: 'Vins, fromages; et charcuterie\nsur place' }),
      PLACE,
      MADE,
    );
    const lines = ics?.split('\r\n') ?? [];
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('TZID:Europe/Paris');
    expect(lines).toContain('DTSTART;TZID=Europe/Paris:20261212T183000');
    expect(lines).toContain('DURATION:PT2H');
    expect(lines).toContain('UID:atelier@epicerie.example');
    expect(lines).toContain('SUMMARY:Atelier');
    expect(lines).toContain('DESCRIPTION:Vins\\, fromages\\; et charcuterie\\nsur place');
    expect(ics?.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('is a whole day without a time, folds long lines, and is absent without a day', () => {
    const ics = eventIcs(event({ startDate: '2026-12-12', title: 'Dégustation '.repeat(12) }), PLACE, MADE) ?? '';
    expect(ics).toContain('DTSTART;VALUE=DATE:20261212\r\nDTEND;VALUE=DATE:20261213');
    expect(ics).not.toContain('VTIMEZONE');
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).toContain('\r\n ');
    expect(eventIcs(event(), PLACE, MADE)).toBeNull();
  });

  it('folds each line at 75 octets without splitting a character, and unfolds to the same text', () => {
    const title = 'Fête des 🍯 miels d’été, crème brûlée & œufs — '.repeat(4);
    const long = event({ startDate: '2026-12-12', title });
    const ics = eventIcs(long, PLACE, MADE) ?? '';
    const physical = ics.split('\r\n');
    const octets = (line: string) => new TextEncoder().encode(line).length;
    for (const line of physical) expect(octets(line)).toBeLessThanOrEqual(75);
    // Each folded line is as full as it can be: the next character would not have fitted.
    const summary = physical.findIndex((line) => line.startsWith('SUMMARY:'));
    const next = physical[summary + 1] ?? '';
    expect(next.startsWith(' ')).toBe(true);
    expect(octets(physical[summary] ?? '') + octets([...next.slice(1)][0] ?? '')).toBeGreaterThan(75);
    expect(ics.replaceAll('\r\n ', '')).toContain(`SUMMARY:${long.title.replaceAll(',', '\\,')}`);
  });
});

describe('the event dialog', () => {
  const input = (patch: Record<string, string> = {}) => ({
    ...eventFormDefaults(),
    title: 'Atelier',
    description: 'Paniers gourmands',
    date: '12 décembre 2026',
    ...patch,
  });

  it('says what happens to those coming when the places are set below them, and only then', () => {
    expect(placesBelowComingText(5, 3)).toBe(
      'Déjà 5 participants pour 3 places\u00a0: ils restent inscrits, l’événement s’affiche «\u00a0Complet\u00a0» et personne d’autre ne peut s’inscrire tant qu’ils sont 3 ou plus.',
    );
    expect(placesBelowComingText(2, 1)).toMatch(/^Déjà 2 participants pour 1 place\u00a0:/);
    expect(placesBelowComingText(1200, 1000)).toMatch(/^Déjà 1\u202f200 participants pour 1\u202f000 places/);
    expect(placesBelowComingText(5, 5)).toBeNull();
    expect(placesBelowComingText(5, null)).toBeNull();
  });

  it('takes the real day from the date when it reads as one', () => {
    expect(eventFormSchema.parse(input()).startDate).toBe('2026-12-12');
    expect(eventFormSchema.parse(input({ date: '13/12/2026' })).startDate).toBe('2026-12-13');
    expect(eventFormSchema.parse(input({ date: 'Tous les samedis' })).startDate).toBeNull();
  });

  it('keeps a time and places when given, and says in French when they are wrong', () => {
    expect(eventFormSchema.parse(input({ startTime: '18:30', capacity: ' 20 ' }))).toMatchObject({
      startTime: '18:30',
      capacity: 20,
    });
    expect(eventFormSchema.parse(input())).toMatchObject({ startTime: null, capacity: null });
    const messages = (patch: Record<string, string>) =>
      eventFormSchema.safeParse(input(patch)).error?.issues.map((issue) => issue.message);
    expect(messages({ capacity: '0' })).toEqual([
      'Nombre de places invalide\u00a0: un nombre entier de 1 à 10\u202f000',
    ]);
    expect(messages({ capacity: 'vingt' })).toHaveLength(1);
    expect(messages({ startTime: '25:00' })).toEqual(['Heure invalide (HH:MM)']);
  });

  it('starts from the stored event', () => {
    expect(eventFormDefaults(event({ startDate: '2026-12-12', startTime: '18:30:00', capacity: 8 }))).toMatchObject({
      startTime: '18:30',
      capacity: '8',
    });
  });
});
