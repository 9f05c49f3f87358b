import { describe, expect, it } from 'vitest';
import { legalDetailsSchema, missingLegalDetails } from './legal';

const complete = {
  companyName: 'Épicerie du Marché SARL',
  legalForm: 'sarl',
  shareCapital: '10 000 €',
  siret: '443 061 841 00047',
  registration: 'RCS Lyon 443 061 841',
  vatNumber: 'fr 64 443 061 841',
  address: '12 place du Marché, 69002 Lyon',
  director: 'Claire Martin',
  email: 'bonjour@epicerie-du-marche.fr',
  phone: '04 78 42 17 35',
};

describe('legal details', () => {
  it('stores SIRET and VAT numbers without spaces, and a complete company lacks nothing', () => {
    const details = legalDetailsSchema.parse(complete);
    expect(details).toMatchObject({ siret: '44306184100047', vatNumber: 'FR64443061841' });
    expect(missingLegalDetails(details)).toEqual([]);
  });

  it('says in French what is wrong with a SIRET, a VAT number or an email', () => {
    const result = legalDetailsSchema.safeParse({
      siret: '443 061 841 00048',
      vatNumber: 'FR00443061841',
      email: 'x@',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['siret', 'SIRET invalide\u00a0: 14 chiffres, vérifiez chacun d’eux'],
      ['vatNumber', 'Numéro de TVA invalide (ex. FR83404833048)'],
      ['email', 'Email invalide'],
    ]);
  });

  it('asks a company for its capital and registry entry, never a sole trader', () => {
    const company = legalDetailsSchema.parse({ ...complete, shareCapital: '', registration: '' });
    expect(missingLegalDetails(company)).toEqual(['capital social', 'immatriculation (RCS)']);
    const soleTrader = legalDetailsSchema.parse({ ...complete, legalForm: 'ei', shareCapital: '', registration: '' });
    expect(missingLegalDetails(soleTrader)).toEqual([]);
  });

  it('lists everything when nothing is filled in', () => {
    expect(missingLegalDetails(null)).toEqual([
      'dénomination',
      'forme juridique',
      'SIRET',
      'adresse du siège',
      'directeur de la publication',
      'email de contact',
      'téléphone',
    ]);
  });
});
