import { describe, expect, it } from 'vitest';
import { callerFrom } from './caller';
import { authOf } from './testing/requests';

describe('callerFrom', () => {
  it('reads the admin role from the role claim and flags anonymous visitors', () => {
    expect(callerFrom(undefined)).toBeNull();
    expect(callerFrom(authOf('a1', { admin: true }))).toEqual({ uid: 'a1', role: 'admin', isAnonymous: false });
    expect(callerFrom(authOf('v1', { anonymous: true }))).toEqual({ uid: 'v1', role: 'user', isAnonymous: true });
  });

  it("treats any other claim value as 'user'", () => {
    const auth = authOf('u1');
    expect(callerFrom({ ...auth, token: { ...auth.token, role: 'Admin' } })?.role).toBe('user');
  });
});
