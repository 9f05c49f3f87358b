import type { Contact, Site } from '@comptoir/core';

const NO_CONTACT: Contact = {
  email: '',
  phones: [],
  address: '',
  metro: '',
  bus: '',
  tram: '',
  car: '',
  mapsLink: '',
  mapImageUrl: '',
};

/** Whether visitors have any way to reach the shop besides the form. */
export const hasDetails = (contact: Contact) =>
  contact.email !== '' || contact.phones.some((phone) => phone.trim() !== '') || contact.address !== '';

/** The site's contact details: never invented ones (an empty set until the owner fills them). */
export const contactOf = (site: Site | null): Contact => site?.contact ?? NO_CONTACT;

/** The owner's maps link, else a Google Maps search for the address; null with neither. */
export function mapsHref(contact: Contact): string | null {
  if (contact.mapsLink) return contact.mapsLink;
  if (!contact.address) return null;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(contact.address)}`;
}
