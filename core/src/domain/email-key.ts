/**
 * A lead's address as the « Données personnelles » search asks for it: « Camille@Example.fr » and
 * « camille@example.fr » are the same person. Stored beside the address on every quote request,
 * contact message and reservation (`emailKey`); the rules hold it to the address lower-cased.
 */
export const emailKey = (address: string): string => address.trim().toLowerCase();
