import { describe, expect, it } from 'vitest';
import { isValidFrenchVat, isValidSiret } from './french-business-ids';

describe('isValidSiret', () => {
  it('accepts 14 digits with a valid checksum, typed with or without spaces', () => {
    // Valid checksums, the last two under La Poste's shared SIREN (its own rule).
    for (const siret of ['44306184100047', '443 061 841 00047', '35600000000048', '35600000049837']) {
      expect(isValidSiret(siret), siret).toBe(true);
    }
  });

  it('refuses a wrong checksum, another length or letters', () => {
    for (const siret of ['44306184100048', '4430618410004', '443061841000470', '4430618410004A', '']) {
      expect(isValidSiret(siret), siret).toBe(false);
    }
  });
});

describe('isValidFrenchVat', () => {
  it('accepts FR, the key computed from the SIREN, and the SIREN', () => {
    // The commonly cited example (SIREN 404 833 048) and TotalEnergies SE's number.
    expect(isValidFrenchVat('FR83404833048')).toBe(true);
    expect(isValidFrenchVat('fr 59 542 051 180')).toBe(true);
  });

  it('refuses a wrong key, another country or a short number', () => {
    for (const vat of ['FR84404833048', 'DE83404833048', 'FR8340483304', 'FRIO404833048']) {
      expect(isValidFrenchVat(vat), vat).toBe(false);
    }
  });
});
