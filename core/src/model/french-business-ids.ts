/** Digits only: SIRET, SIREN and VAT numbers are often typed with spaces. */
export const compactId = (value: string): string => value.replace(/[\s.\u00a0-]/g, '').toUpperCase();

/** The Luhn checksum every SIREN and SIRET number carries. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** La Poste's establishments share one SIREN; their SIRET digits add up to a multiple of 5 instead. */
const LA_POSTE_SIREN = '356000000';

/** A SIRET: 14 digits with a valid checksum (spaces allowed). */
export function isValidSiret(value: string): boolean {
  const digits = compactId(value);
  if (!/^\d{14}$/.test(digits)) return false;
  if (digits.startsWith(LA_POSTE_SIREN)) {
    const sum = [...digits].reduce((total, digit) => total + Number(digit), 0);
    return sum % 5 === 0 || luhn(digits);
  }
  return luhn(digits);
}

/**
 * A French VAT number: FR, a two-character key, then the company's SIREN. A numeric key must be
 * (12 + 3 × (SIREN mod 97)) mod 97; the older letter keys cannot be checked offline.
 */
export function isValidFrenchVat(value: string): boolean {
  const compact = compactId(value);
  const match = /^FR([0-9A-HJ-NP-Z]{2})(\d{9})$/.exec(compact);
  if (!match) return false;
  const [, key = '', siren = ''] = match;
  if (!/^\d{2}$/.test(key)) return true;
  return Number(key) === (12 + 3 * (Number(siren) % 97)) % 97;
}
