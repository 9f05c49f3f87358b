import { describe, expect, it } from 'vitest';
import { reservationSchema } from '../model/reservations';
import type { ShopDetails } from './customer-email-text';
import { reservationCustomerEmail } from './reservation-customer-emails';
import { reservation } from './testing/leads';

const SENDER = 'notifications@comptoir.test';
const SHOP: ShopDetails = {
  name: 'Épicerie du Marché',
  address: '3 place du Marché, 69001 Lyon',
  phone: '04 78 12 34 56',
  replyTo: 'notifications@epicerie.fr',
};
const parsed = (overrides = {}) => reservationSchema.parse(reservation(overrides));
const ITEM = [
  'Produit\u00a0: Miel de lavande',
  'Déclinaison\u00a0: Pot de 500 g',
  'Quantité\u00a0: 2',
  'Prix unitaire\u00a0: 12,90\u00a0€\u00a0le pot',
  'Retrait\u00a0: vendredi 14 mars 2025 à 10:30',
  'Boutique\u00a0: Épicerie du Marché',
  'Adresse\u00a0: 3 place du Marché, 69001 Lyon',
  'Téléphone\u00a0: 04 78 12 34 56',
].join('\n');

describe('reservation customer emails', () => {
  it('acknowledges a request to the customer, saying it is not yet a confirmation, replies going to the shop', () => {
    const email = reservationCustomerEmail('received', parsed(), SHOP, SENDER);
    expect(email).toMatchObject({
      from: { name: 'Épicerie du Marché', email: SENDER },
      to: ['louise@example.fr'],
      replyTo: 'notifications@epicerie.fr',
      subject: 'Demande de réservation reçue – Épicerie du Marché',
    });
    expect(email.text).toBe(
      [
        'Bonjour Louise,',
        'Nous avons bien reçu votre demande de réservation chez Épicerie du Marché.',
        'Ce n’est pas encore une confirmation. Nous vous confirmerons votre réservation par email dès que possible, ou vous dirons si nous ne pouvons pas l’honorer.',
        ITEM,
        'Pour toute question, répondez simplement à cet email. Vous n’êtes pas à l’origine de cette demande\u00a0? Ignorez cet email.',
        'À bientôt,\nÉpicerie du Marché',
      ].join('\n\n'),
    );
  });

  it('tells the customer their reservation is confirmed, with the pick-up', () => {
    const email = reservationCustomerEmail('confirmed', parsed({ status: 'confirmed' }), SHOP, SENDER);
    expect(email.subject).toBe('Réservation confirmée – Épicerie du Marché');
    expect(email.text).toContain(
      'Bonne nouvelle\u00a0: Épicerie du Marché a confirmé votre réservation.\n\nNous vous attendons vendredi 14 mars 2025 à 10:30 pour la retirer.',
    );
    expect(email.text).toContain(ITEM);
    expect(email.text).not.toContain('origine de cette demande');
  });

  it('gives the reason of a declined reservation, and no reason line when there is none', () => {
    const declined = reservationCustomerEmail(
      'declined',
      parsed({ status: 'declined', statusReason: 'Plus de miel avant lundi.' }),
      SHOP,
      SENDER,
    );
    expect(declined.subject).toBe('Réservation refusée – Épicerie du Marché');
    expect(declined.text).toContain(
      'nous ne pouvons pas donner suite à votre demande de réservation.\n\nMotif\u00a0: Plus de miel avant lundi.',
    );
    const bare = reservationCustomerEmail('declined', parsed({ status: 'declined', statusReason: '  ' }), SHOP, SENDER);
    expect(bare.text).not.toContain('Motif');
    expect(bare.html).not.toContain('Motif');
  });

  it('leaves out the price, address and phone lines when they are empty', () => {
    const email = reservationCustomerEmail(
      'received',
      parsed({ priceLabel: '' }),
      { ...SHOP, address: '', phone: ' ' },
      SENDER,
    );
    expect(email.text).not.toMatch(/Prix unitaire|Adresse|Téléphone|Non renseigné/);
    expect(email.text).toContain('Retrait\u00a0: vendredi 14 mars 2025 à 10:30\nBoutique\u00a0: Épicerie du Marché');
  });

  it('escapes what the visitor and the owner typed in the HTML body', () => {
    const email = reservationCustomerEmail(
      'declined',
      parsed({
        status: 'declined',
        customerFirstName: '<b>Louise</b>',
        productName: 'Miel <lavande> & co',
        statusReason: '<script>alert(1)</script> & rupture',
      }),
      { ...SHOP, name: 'Épicerie <b>& Co</b>', address: '1 rue <i>' },
      SENDER,
    );
    expect(email.html).toContain('Miel &lt;lavande&gt; &amp; co');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; rupture');
    expect(email.html).toContain('Épicerie &lt;b&gt;&amp; Co&lt;/b&gt;');
    expect(email.html).toContain('1 rue &lt;i&gt;');
    expect(email.html).not.toMatch(/<b>|<script>|<i>/);
    // Not a first name: the greeting leaves it out rather than mail it.
    expect(email.text).toContain('Bonjour,\n');
    expect(email.text).not.toContain('Louise');
  });

  it('mails a stranger nothing of a first name that is not one, nor a reason carrying a link or an address', () => {
    for (const customerFirstName of [
      'Voir https://phish.test',
      'www.phish.test',
      'louise@phish.test',
      'Louise2',
      'L'.repeat(51),
    ]) {
      const email = reservationCustomerEmail('received', parsed({ customerFirstName }), SHOP, SENDER);
      expect(email.text.startsWith('Bonjour,\n\n'), customerFirstName).toBe(true);
      expect(email.html, customerFirstName).toContain('<p>Bonjour,</p>');
    }
    expect(reservationCustomerEmail('received', parsed({ customerFirstName: 'Jean-Éloi' }), SHOP, SENDER).text).toMatch(
      /^Bonjour Jean-Éloi,/,
    );
    for (const statusReason of [
      'Voir https://phish.test/x',
      'Écrivez à remboursement@phish.test',
      'Rendez-vous sur phish.com pour être remboursé',
      'www.phish',
      'Trop long. '.repeat(30),
    ]) {
      const email = reservationCustomerEmail('declined', parsed({ status: 'declined', statusReason }), SHOP, SENDER);
      expect(email.text, statusReason).not.toContain('Motif');
      expect(email.text, statusReason).not.toMatch(/phish|Trop long/);
    }
  });

  it('keeps header values on one line and names the shop "votre site" when it has no name', () => {
    const email = reservationCustomerEmail(
      'received',
      parsed(),
      { ...SHOP, name: ' ', replyTo: 'a@b.fr\r\nBcc: x@y.fr' },
      SENDER,
    );
    expect(email.subject).toBe('Demande de réservation reçue – votre site');
    expect(email.replyTo).toBe('a@b.fr Bcc: x@y.fr');
  });

  it('leaves out the shop’s address, phone, names and price when they carry a link or an address (attack side)', () => {
    const links = [
      'Réglez votre acompte sur https://pirate.example/payer',
      'www.pirate.example',
      'pirate.example',
      'acompte@pirate.example',
    ];
    for (const link of links) {
      const email = reservationCustomerEmail(
        'confirmed',
        parsed({ status: 'confirmed', productName: link, variantName: link, priceLabel: link }),
        { name: link, address: link, phone: link, replyTo: SHOP.replyTo },
        SENDER,
      );
      for (const part of [email.text, email.html ?? '', email.subject, email.from.name]) {
        expect(part, link).not.toMatch(/pirate|https?:|www\./);
      }
      expect(email.text).not.toMatch(/Adresse|Téléphone|Produit|Déclinaison|Prix unitaire/);
      expect(email.subject).toBe('Réservation confirmée – votre site');
    }
  });

  it('keeps a phone written as phones are, and refuses one with words in it', () => {
    for (const phone of ['+33 4 78 12 34 56', '04.78.12.34.56', '(+33) 6 12-34-56-78'])
      expect(reservationCustomerEmail('received', parsed(), { ...SHOP, phone }, SENDER).text).toContain(
        `Téléphone\u00a0: ${phone}`,
      );
    for (const phone of ['Appelez le 04 78 12 34 56', '12', 'tel:0478123456'])
      expect(reservationCustomerEmail('received', parsed(), { ...SHOP, phone }, SENDER).text).not.toContain(
        'Téléphone',
      );
  });
});
