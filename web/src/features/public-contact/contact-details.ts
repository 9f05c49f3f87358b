import type { Contact, Site } from '@comptoir/core';

/**
 * DEMO DATA, not a real shop: shown when a site has no contact details at all (public spec §2),
 * so the page never looks broken. Replace by filling 'Paramètres' in the back office.
 */
export const DEMO_CONTACT: Contact = {
  email: 'contact@exemple.fr',
  phones: ['01 23 45 67 89'],
  address: '10 rue de Rivoli, 75004 Paris',
  metro: '',
  bus: '',
  tram: '',
  car: '',
  mapsLink: '',
  mapImageUrl: '',
};

const hasDetails = (contact: Contact) =>
  contact.email !== '' || contact.phones.some((phone) => phone.trim() !== '') || contact.address !== '';

/** The site's contact details, or the demo ones when it has none. */
export const contactOf = (site: Site | null): Contact =>
  site && hasDetails(site.contact) ? site.contact : DEMO_CONTACT;

/** 'tel:0478421735' — only digits and a leading + are dialled. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The owner's maps link, else a Google Maps search for the address; null with neither. */
export function mapsHref(contact: Contact): string | null {
  if (contact.mapsLink) return contact.mapsLink;
  if (!contact.address) return null;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(contact.address)}`;
}
