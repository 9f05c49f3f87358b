import { describe, expect, it } from 'vitest';
import { PLAIN_REASONS, REASONS_WITH_LINKS } from '../testing/reservation';
import { STATUS_REASON_MESSAGES, statusReasonSchema } from './reservations';

const messageOf = (reason: string) => statusReasonSchema.safeParse(reason).error?.issues[0]?.message ?? null;

// The same cases as the rules' (tests/emulators/rules/reservations.test.ts): both must agree.
describe('statusReasonSchema', () => {
  it('takes short plain words: figures, prices, abbreviations, up to 300 characters', () => {
    for (const reason of ['', 'Plus de pots de 500 g avant lundi.', ...PLAIN_REASONS])
      expect(messageOf(reason), reason).toBeNull();
  });

  it('refuses a link, a domain name or an address, and more than 300 characters', () => {
    for (const reason of REASONS_WITH_LINKS) expect(messageOf(reason), reason).toBe(STATUS_REASON_MESSAGES.link);
    expect(messageOf('x'.repeat(301))).toBe(STATUS_REASON_MESSAGES.long);
  });

  it('reads the reason trimmed', () => {
    expect(statusReasonSchema.parse('  Rupture  ')).toBe('Rupture');
  });
});
