import { describe, expect, it } from 'vitest';
import { STATUS_REASON_MESSAGES, statusReasonSchema } from './reservations';

const messageOf = (reason: string) => statusReasonSchema.safeParse(reason).error?.issues[0]?.message ?? null;

// The same cases as the rules' (tests/emulators/rules/reservations.test.ts): both must agree.
describe('statusReasonSchema', () => {
  it('takes short plain words: figures, prices, abbreviations, up to 300 characters', () => {
    for (const reason of [
      '',
      'Plus de pots de 500 g avant lundi.',
      'Fermé le 12.08, reprise le 20. Prix : 7,50 €. Cf. M. Dupont.',
      `${'Rupture. '.repeat(33)}abc`,
    ])
      expect(messageOf(reason), reason).toBeNull();
  });

  it('refuses a link, a domain name or an address, and more than 300 characters', () => {
    for (const reason of [
      'Voir https://phish.test/remboursement',
      'Remboursement sur www.phish',
      'Écrivez à remboursement@phish.test',
      'Rendez-vous sur phish.com',
      'Rendez-vous sur\nPHISH.COM',
      'Lien : ftp://phish',
    ])
      expect(messageOf(reason), reason).toBe(STATUS_REASON_MESSAGES.link);
    expect(messageOf('x'.repeat(301))).toBe(STATUS_REASON_MESSAGES.long);
  });

  it('reads the reason trimmed', () => {
    expect(statusReasonSchema.parse('  Rupture  ')).toBe('Rupture');
  });
});
