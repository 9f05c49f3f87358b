import { describe, expect, it } from 'vitest';
import { isAdminPath } from './paths';

describe('isAdminPath', () => {
  it('knows the back office’s addresses from those that only start alike', () => {
    expect(['/admin', '/admin/', '/admin/products', '/admin/pages/home'].map(isAdminPath)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['/', '/administration', '/merchant/admin', '/admins'].map(isAdminPath)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
