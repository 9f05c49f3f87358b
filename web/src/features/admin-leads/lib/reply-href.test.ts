import { describe, expect, it } from 'vitest';
import { replyHref } from './reply-href';

describe('replyHref', () => {
  it('opens a mail to the visitor with the subject and the request quoted line by line', () => {
    const href = replyHref({
      to: 'camille+devis@example.fr',
      subject: 'Votre demande de devis — Épicerie du Marché',
      firstName: 'Camille',
      receivedAt: new Date('2025-03-14T23:30:00Z'),
      quoted: 'Plateaux\nPour 20 personnes & 3 végétariens ?',
    });
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe('camille+devis@example.fr');
    expect(url.searchParams.get('subject')).toBe('Votre demande de devis — Épicerie du Marché');
    expect(url.searchParams.get('body')).toBe(
      'Bonjour Camille,\n\n\n\nLe 15 mars 2025, vous nous avez écrit\u00a0:\n> Plateaux\n> Pour 20 personnes & 3 végétariens ?\n',
    );
    expect(href).not.toContain('&3');
  });
});
