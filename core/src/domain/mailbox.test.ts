import { describe, expect, it } from 'vitest';
import { mailboxOf } from './mailbox';

describe('mailboxOf', () => {
  it('counts an address whatever its case, spaces and sub-address (attack side)', () => {
    for (const variant of [
      'louise@example.fr',
      'Louise@Example.FR',
      ' louise+1@example.fr',
      'louise+resa+2@example.fr.',
    ])
      expect(mailboxOf(variant)).toBe('louise@example.fr');
  });

  it('ignores Gmail’s dots and counts googlemail.com as gmail.com (attack side)', () => {
    for (const variant of ['jean.dupont@gmail.com', 'j.e.a.n.dupont+x@gmail.com', 'JeanDupont@googlemail.com'])
      expect(mailboxOf(variant)).toBe('jeandupont@gmail.com');
  });

  it('ignores Proton’s dots, hyphens and underscores across its free domains (attack side)', () => {
    for (const variant of ['jean.dupont@proton.me', 'jean-dupont@pm.me', 'jean_dupont+1@protonmail.com'])
      expect(mailboxOf(variant)).toBe('jeandupont@proton.me');
  });

  it('keeps the dots where the provider counts them, and tells two people apart', () => {
    expect(mailboxOf('jean.dupont@orange.fr')).toBe('jean.dupont@orange.fr');
    expect(mailboxOf('jean.dupont@outlook.fr')).not.toBe(mailboxOf('jeandupont@outlook.fr'));
    expect(mailboxOf('louise@example.fr')).not.toBe(mailboxOf('louis@example.fr'));
    expect(mailboxOf('jean@gmail.com')).not.toBe(mailboxOf('jean@example.com'));
  });
});
