import { readFileSync } from 'node:fs';
import {
  PAGE_SCHEMAS,
  QUOTE_STATUSES,
  REASSURANCE_ICONS,
  SITE_COLLECTIONS,
  VISITOR_LIMITS,
  VALUE_ICONS,
  appearanceSchema,
  campaignSchema,
  contactMessageSchema,
  contactSchema,
  dayHoursSchema,
  domainSchema,
  eventSchema,
  faqSchema,
  journeyStepSchema,
  partnerSchema,
  productCategorySchema,
  productSchema,
  quoteRequestSchema,
  reassuranceItemSchema,
  LINK_LIKE,
  MAX_STATUS_REASON,
  RESERVATION_STATUSES,
  serviceCategorySchema,
  siteSchema,
  sitePrivateSchema,
  slotsSchema,
  socialSchema,
  specialPeriodSchema,
  teamMemberSchema,
  testimonialSchema,
  valueSchema,
  type DocSchema,
} from '@comptoir/core';
import { describe, expect, it } from 'vitest';

/**
 * The rules run only in the Firestore emulator (tests/emulators/, `npm run test:emulators`). This suite runs
 * everywhere and checks what drifts first: the field lists of firestore.rules against the zod
 * schemas the app writes through. A field added to a schema and not to the rules would make
 * every save of that document fail in production while the sandbox accepts it.
 */
const RULES = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');

const VALIDATORS: Record<string, DocSchema> = {
  Domain: domainSchema,
  Appearance: appearanceSchema,
  Contact: contactSchema,
  Social: socialSchema,
  Site: siteSchema,
  SitePrivate: sitePrivateSchema,
  HomePage: PAGE_SCHEMAS.home,
  AboutPage: PAGE_SCHEMAS.about,
  ServicesPage: PAGE_SCHEMAS.services,
  HoursPage: PAGE_SCHEMAS.hours,
  Slots: slotsSchema,
  DayHours: dayHoursSchema,
  SpecialPeriod: specialPeriodSchema,
  ReassuranceItem: reassuranceItemSchema,
  JourneyStep: journeyStepSchema,
  Value: valueSchema,
  TeamMember: teamMemberSchema,
  Partner: partnerSchema,
  Testimonial: testimonialSchema,
  Faq: faqSchema,
  ServiceCategory: serviceCategorySchema,
  ProductCategory: productCategorySchema,
  Product: productSchema,
  Event: eventSchema,
  Campaign: campaignSchema,
  NewQuoteRequest: quoteRequestSchema,
  NewContactMessage: contactMessageSchema,
};

const list = (source: string | undefined) =>
  [...(source ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1] as string).sort();

/** The body of `function isValid<name>(d…) { … }` up to its closing brace at the same indent. */
function validator(name: string): string {
  const match = new RegExp(`( *)function isValid${name}\\((?:page, )?d\\) \\{\\n([\\s\\S]*?)\\n\\1\\}`).exec(RULES);
  if (!match?.[2]) throw new Error(`firestore.rules has no isValid${name}(d)`);
  return match[2];
}

function keysOf(name: string): { allowed: string[]; required: string[] } {
  const body = validator(name);
  const exact = /hasExactly\(d, \[([^\]]*)\]\)/.exec(body);
  if (exact) return { allowed: list(exact[1]), required: list(exact[1]) };
  const allowed = /d\.keys\(\)\.hasOnly\(\[([^\]]*)\]\)/.exec(body);
  if (!allowed) throw new Error(`isValid${name} does not list its fields with d.keys().hasOnly([...])`);
  return { allowed: list(allowed[1]), required: list(/d\.keys\(\)\.hasAll\(\[([^\]]*)\]\)/.exec(body)?.[1]) };
}

const schemaKeys = (schema: DocSchema) => Object.keys(schema.shape).sort();
const requiredKeys = (schema: DocSchema) =>
  Object.entries(schema.shape)
    .filter(([, field]) => !(field as DocSchema).safeParse(undefined).success)
    .map(([key]) => key)
    .sort();

describe('firestore.rules against the schemas', () => {
  it.each(Object.entries(VALIDATORS))('isValid%s allows exactly the fields of its schema', (name, schema) => {
    expect(keysOf(name).allowed).toEqual(schemaKeys(schema));
  });

  it.each(Object.entries(VALIDATORS).filter(([name]) => !name.startsWith('New')))(
    'isValid%s requires the fields its schema cannot default',
    (name, schema) => {
      expect(keysOf(name).required).toEqual(requiredKeys(schema));
    },
  );

  it('has a match block for every collection of a site', () => {
    for (const collection of Object.keys(SITE_COLLECTIONS)) {
      expect(RULES, collection).toMatch(new RegExp(`match /${collection}/\\{\\w+\\} \\{`));
    }
  });

  it('lists the same quote and reservation statuses and icons as the schemas', () => {
    expect(RULES).toContain(`incoming().status in [${QUOTE_STATUSES.map((s) => `'${s}'`).join(', ')}]`);
    expect(RULES).toContain(`incoming().status in [${RESERVATION_STATUSES.map((s) => `'${s}'`).join(', ')}]`);
    expect(validator('ReassuranceItem')).toContain(`[${REASSURANCE_ICONS.map((s) => `'${s}'`).join(', ')}]`);
    expect(validator('Value')).toContain(`[${VALUE_ICONS.map((s) => `'${s}'`).join(', ')}]`);
  });

  it('caps public submissions per visitor with the numbers of core’s limits', () => {
    expect(RULES).toContain(`'minuteStart', 'minuteCount', duration.value(60, 's'), ${VISITOR_LIMITS.perMinute})`);
    expect(RULES).toContain(`'dayStart', 'dayCount', duration.value(1, 'd'), ${VISITOR_LIMITS.perDay})`);
  });

  it('leaves reservations and the per-address email counters to the functions', () => {
    const block = (name: string) => RULES.slice(RULES.indexOf(`match /${name} {`)).split('\n      }')[0] ?? '';
    expect(block('reservations/{id}')).toContain('allow create: if false;');
    expect(block('addressQuotas/{key}')).toContain('allow read, write: if false;');
  });

  it('limits a mailed reason as core does: its length and what reads as a link', () => {
    expect(RULES).toContain(`return isText(value, ${MAX_STATUS_REASON}) && !value.matches('(?is).*(`);
    const rulesPattern = /value\.matches\('\(\?is\)\.\*\((.*)\)\.\*'\)/.exec(RULES)?.[1];
    // The same alternatives, written for RE2 ([.]) and for JavaScript (\.).
    expect(rulesPattern?.replaceAll('[.]', '\\.')).toBe(LINK_LIKE.source.replaceAll('\\/', '/'));
    expect(LINK_LIKE.flags).toBe('i');
  });

  it('never lets a client write counters, markers, notifications or user roles', () => {
    for (const block of ['users/{uid}', 'participants/{visitorUid}', 'notifications/{eventId}']) {
      const body = RULES.slice(RULES.indexOf(`match /${block} {`) + block.length + 8);
      expect(body.slice(0, body.indexOf('}')), block).toContain('allow create, update, delete: if false;');
    }
  });
});
