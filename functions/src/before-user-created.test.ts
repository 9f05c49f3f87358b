import { describe, expect, it } from 'vitest';
import { isVisitorSignUp } from './before-user-created';

const provider = (providerId: string) => ({ providerId, uid: 'x' });

describe('isVisitorSignUp', () => {
  it('lets anonymous visitors in', () => {
    expect(isVisitorSignUp({ email: undefined, providerData: [] })).toBe(true);
  });

  it('refuses password, email-link and federated sign-ups, and events without a user', () => {
    expect(isVisitorSignUp({ email: 'boutique@demo.test', providerData: [provider('password')] })).toBe(false);
    expect(isVisitorSignUp({ email: 'boutique@demo.test', providerData: [] })).toBe(false);
    expect(isVisitorSignUp({ email: undefined, providerData: [provider('phone')] })).toBe(false);
    expect(isVisitorSignUp(undefined)).toBe(false);
  });
});
