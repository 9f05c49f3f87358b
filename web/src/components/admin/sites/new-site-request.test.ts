import { describe, expect, it } from 'vitest';
import { newSiteAddress, readNewSiteRequest } from './new-site-request';

const read = (address: string) => readNewSiteRequest(new URL(address, 'http://comptoir.test').searchParams);

describe('new site request', () => {
  it('carries a shop name and its plan to the sites screen and back', () => {
    const address = newSiteAddress({ name: 'Fromagerie & Fils', plan: 'pro' });
    expect(address).toBe('/admin/sites?nouveau=1&nom=Fromagerie+%26+Fils&formule=pro');
    expect(read(address)).toEqual({ name: 'Fromagerie & Fils', plan: 'pro' });
  });

  it('reads no request without its mark, and the default plan for an unknown one', () => {
    expect(read('/admin/sites?nom=Fromagerie')).toBeNull();
    expect(read('/admin/sites?nouveau=1&nom=Fromagerie&formule=platine')).toEqual({
      name: 'Fromagerie',
      plan: 'essentiel',
    });
  });
});
