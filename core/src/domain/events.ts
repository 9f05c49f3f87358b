import type { SiteEvent } from '../model/content';
import { SHOP_TIME_ZONE, addDays, dateTimeFormat } from './calendar';
import { formatNumber, quantityText } from './french-number';
import { formatTime } from './hours';

type DatedEvent = Pick<SiteEvent, 'startDate'>;

/** Its day is over (Paris): the page no longer shows it, and nobody joins it. Without a known day, never. */
export const isPastEvent = (event: DatedEvent, today: string): boolean =>
  event.startDate !== null && event.startDate < today;

/** Events to show: those without a known day, and those whose day has not passed (Paris). */
export const upcomingEvents = <E extends DatedEvent>(events: readonly E[], today: string): E[] =>
  events.filter((event) => !isPastEvent(event, today));

/** Every place taken: « Complet », and the participation function refuses a new visitor. */
export const isEventFull = (event: Pick<SiteEvent, 'capacity' | 'participationCount'>): boolean =>
  event.capacity !== null && event.participationCount >= event.capacity;

/**
 * Said in the event's dialog when its places are set below those already coming (null otherwise):
 * nobody is removed, the event is full until enough of them leave.
 */
export function placesBelowComingText(coming: number, capacity: number | null): string | null {
  if (capacity === null || capacity >= coming) return null;
  const places = quantityText(capacity, 'place', 'places');
  return `Déjà ${quantityText(coming, 'participant', 'participants')} pour ${places}\u00a0: ils restent inscrits, l’événement s’affiche «\u00a0Complet\u00a0» et personne d’autre ne peut s’inscrire tant qu’ils sont ${formatNumber(capacity)} ou plus.`;
}

/** « 12 participants », or with places: « 12 participants · 8 places restantes » / « Complet ». */
export function participationText({ capacity, participationCount: count }: SiteEvent): string {
  const people = quantityText(count, 'participant', 'participants');
  if (capacity === null) return people;
  const left = Math.max(capacity - count, 0);
  if (left === 0) return `${people} · Complet`;
  return `${people} · ${quantityText(left, 'place restante', 'places restantes')}`;
}

/** Paris's offset from UTC at that local day and time, as ISO 8601 writes it: '+01:00' or '+02:00'. */
export function parisOffset(date: string, time = '12:00'): string {
  // The UTC moment of that wall-clock time read as UTC, then Paris's wall clock at it.
  const asUtc = new Date(`${date}T${time}:00Z`);
  const parts = Object.fromEntries(
    dateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, timeZoneName: 'longOffset' })
      .formatToParts(asUtc)
      .map((part) => [part.type, part.value]),
  );
  const offset = String(parts.timeZoneName ?? '').replace('GMT', '');
  return offset === '' ? '+00:00' : offset;
}

/** The event's start for schema.org: '2026-12-12T18:30:00+01:00', or the day alone. */
export function eventStart(event: Pick<SiteEvent, 'startDate' | 'startTime'>): string | null {
  if (!event.startDate) return null;
  const time = formatTime(event.startTime);
  return time ? `${event.startDate}T${time}:00${parisOffset(event.startDate, time)}` : event.startDate;
}

export interface EventPlace {
  siteName: string;
  address: string;
  /** The shop's home page. */
  url: string;
}

/** schema.org Events of the home page: those with a known day, at the shop. */
export function eventsJsonLd(events: readonly (SiteEvent & { id: string })[], place: EventPlace): unknown[] {
  return events.flatMap((event) => {
    const startDate = eventStart(event);
    if (!startDate) return [];
    const location = Object.fromEntries(
      Object.entries({ '@type': 'Place', name: place.siteName, address: place.address }).filter(([, v]) => v),
    );
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: event.title,
        ...(event.description ? { description: event.description } : {}),
        startDate,
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location,
        organizer: { '@type': 'Organization', name: place.siteName, url: place.url },
        url: `${place.url}#events`,
        ...(event.capacity !== null
          ? {
              maximumAttendeeCapacity: event.capacity,
              remainingAttendeeCapacity: Math.max(event.capacity - event.participationCount, 0),
            }
          : {}),
      },
    ];
  });
}

/** iCalendar text: commas, semicolons, backslashes and new lines escaped. */
const icsText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** How many octets a character takes in UTF-8. */
function utf8Length(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** Lines of at most 75 octets, continued with a space (RFC 5545); a character is never split. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const length = utf8Length(char);
    // A continued line starts with its space: 74 octets are left for the text.
    if (octets + length > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += length;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compact = (iso: string) => iso.replaceAll('-', '');

// Europe/Paris in iCalendar: CET in winter, CEST from the last Sunday of March to the last of October.
const PARIS_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Paris',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** How long an event with a start time lasts in the agenda when no end is known. */
export const EVENT_AGENDA_HOURS = 2;

/** An instant as iCalendar writes one in UTC: '20261201T093000Z'. */
const utcStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * « Ajouter à mon agenda »: one event as an .ics file (Europe/Paris), or null without a known day.
 * A day without a time is an all-day event. `madeAt` is when the file is made (its DTSTAMP).
 */
export function eventIcs(
  event: SiteEvent & { id: string },
  place: EventPlace & { host: string },
  madeAt: Date,
): string | null {
  if (!event.startDate) return null;
  const time = formatTime(event.startTime);
  const when = time
    ? [
        `DTSTART;TZID=Europe/Paris:${compact(event.startDate)}T${time.replace(':', '')}00`,
        `DURATION:PT${EVENT_AGENDA_HOURS}H`,
      ]
    : [`DTSTART;VALUE=DATE:${compact(event.startDate)}`, `DTEND;VALUE=DATE:${compact(addDays(event.startDate, 1))}`];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Comptoir//Agenda//FR',
    'CALSCALE:GREGORIAN',
    ...(time ? PARIS_TIMEZONE : []),
    'BEGIN:VEVENT',
    `UID:${event.id}@${place.host}`,
    `DTSTAMP:${utcStamp(madeAt)}`,
    ...when,
    `SUMMARY:${icsText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    `LOCATION:${icsText([place.siteName, place.address].filter(Boolean).join(', '))}`,
    `URL:${place.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
