import { describe, expect, it } from 'vitest';
import { contactMessageSchema, quoteRequestSchema } from '../model/leads';
import { reservationSchema } from '../model/reservations';
import { escapeHtml, headerValue } from './email-text';
import { contactMessageEmail, quoteRequestEmail, reservationEmail } from './lead-emails';
import type { EmailMessage } from './mailer';
import { contact, quote, reservation } from './testing/leads';

const ADDRESSES = { shop: 'bonjour@epicerie.fr', to: ['bonjour@epicerie.fr'] };
const SENDER = 'notifications@comptoir.test';

/** The whole plain-text body, no-break spaces read as spaces: greeting, intro, fields, message, outro. */
const expectText = (email: EmailMessage, intro: string, fields: string[], message: string, outro: string) =>
  expect(email.text.replace(/\u00a0/g, ' ')).toBe(
    ['Bonjour,', intro, fields.join('\n'), `Message :\n${message}`, outro].join('\n\n'),
  );

describe('lead emails', () => {
  it('writes a French quote email with every field of the request', () => {
    const email = quoteRequestEmail(quoteRequestSchema.parse(quote()), 'Épicerie du Marché', ADDRESSES, SENDER);
    expect(email.subject).toBe('Nouvelle demande de devis de Camille Martin – Épicerie du Marché');
    expect(email.from).toEqual({ name: 'Épicerie du Marché', email: SENDER });
    expect(email.to).toEqual(['bonjour@epicerie.fr']);
    expect(email.replyTo).toBe('camille.martin@example.fr');
    expectText(
      email,
      'Vous avez reçu une nouvelle demande de devis sur Épicerie du Marché.',
      [
        'Prénom : Camille',
        'Nom : Martin',
        'Email : camille.martin@example.fr',
        'Entreprise : Non renseigné',
        'Téléphone : 06 21 45 78 12',
        'Prestation : Plateaux apéritifs',
        'Date de l’événement : 5 avril 2025',
        'Nombre d’invités : 22',
        'Budget : 250 €',
      ],
      'Deux plateaux pour 20 personnes.\nSamedi vers 17 h ?',
      'Reçue le 12 mars 2025 à 14:05. Répondez à cet email pour écrire directement à Camille Martin.',
    );
  });

  it('writes a French contact email and names the site "votre site" when it has no name', () => {
    const email = contactMessageEmail(contactMessageSchema.parse(contact()), ' ', ADDRESSES, SENDER);
    expect(email.subject).toBe('Nouveau message de Hélène Lefèvre\u00a0: Horaires de Noël – votre site');
    expect(email.replyTo).toBe('helene@example.fr');
    expect(email.text).toContain('formulaire de contact de votre site.');
    expect(email.text.replace(/\u00a0/g, ' ')).toContain(
      'Prénom : Hélène\nNom : Lefèvre\nEmail : helene@example.fr\nSujet : Horaires de Noël',
    );
    expect(email.text).toContain('Message\u00a0:\nSerez-vous ouverts le 24 au soir\u00a0?');
  });

  it('writes a French reservation email: the item, the pick-up day and time, the customer', () => {
    const email = reservationEmail(reservationSchema.parse(reservation()), 'Épicerie du Marché', ADDRESSES, SENDER);
    expect(email.subject).toBe(
      'Nouvelle réservation de Louise Bernard\u00a0: 2 × Miel de lavande – Épicerie du Marché',
    );
    expect(email.replyTo).toBe('louise@example.fr');
    expectText(
      email,
      'Vous avez reçu une nouvelle demande de réservation sur Épicerie du Marché, à confirmer au client.',
      [
        'Produit : Miel de lavande',
        'Déclinaison : Pot de 500 g',
        'Quantité : 2',
        'Prix unitaire : 12,90 € le pot',
        'Retrait : vendredi 14 mars 2025 à 10:30',
        'Prénom : Louise',
        'Nom : Bernard',
        'Téléphone : 06 12 34 56 78',
        'Email : louise@example.fr',
      ],
      'Aucune note.',
      'Reçue le 12 mars 2025 à 14:05. Confirmez-la ou refusez-la depuis l’espace de gestion ; répondez à cet email pour écrire directement à Louise Bernard.',
    );
    const noted = reservationEmail(
      reservationSchema.parse(reservation({ note: '<b>Sans</b> sucre & merci', productName: 'Miel <lavande>' })),
      'Épicerie',
      ADDRESSES,
      SENDER,
    );
    expect(noted.text).toContain('Message\u00a0:\n<b>Sans</b> sucre & merci');
    expect(noted.html).toContain('&lt;b&gt;Sans&lt;/b&gt; sucre &amp; merci');
    expect(noted.html).toContain('Miel &lt;lavande&gt;');
    expect(noted.html).not.toContain('<b>Sans');
  });

  it('elides « de » before a site name that starts with a vowel', () => {
    const email = contactMessageEmail(contactMessageSchema.parse(contact()), 'Épicerie du Marché', ADDRESSES, SENDER);
    expect(email.text).toContain('formulaire de contact d’Épicerie du Marché.');
  });

  it('escapes visitor text in the HTML body', () => {
    const parsed = contactMessageSchema.parse(
      contact({ firstName: '<img src=x onerror=alert(1)>', message: 'a & b <script>alert(1)</script>' }),
    );
    const email = contactMessageEmail(parsed, 'Épicerie & Co', ADDRESSES, SENDER);
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('a &amp; b &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).toContain('Épicerie &amp; Co');
  });

  it('keeps header values on one line when a visitor types CR or LF', () => {
    const parsed = contactMessageSchema.parse(contact({ subject: 'Bonjour\r\nBcc: victime@example.com' }));
    const email = contactMessageEmail(parsed, 'Épicerie', ADDRESSES, SENDER);
    expect(email.subject).toBe('Nouveau message de Hélène Lefèvre\u00a0: Bonjour Bcc: victime@example.com – Épicerie');
    expect(headerValue('a\r\n\r\nb\nc')).toBe('a b c');
    expect(escapeHtml(`"'`)).toBe('&quot;&#39;');
  });
});
