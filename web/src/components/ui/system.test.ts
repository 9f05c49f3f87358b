import { describe, expect, it } from 'vitest';
import { adminSystem } from '@/components/admin/ui/admin-system';
import { publicSystem, type Palette } from './system';

// Every palette a component can be given, as the type lists them (a palette missing from the
// system draws a badge in no colour at all, silently).
const PALETTES: Record<Palette, true> = {
  gray: true,
  red: true,
  orange: true,
  yellow: true,
  green: true,
  teal: true,
  blue: true,
  brand: true,
};

describe('the Chakra systems', () => {
  it.each([
    ['public', publicSystem()],
    ['back office', adminSystem],
  ])('%s: has every palette a component can be given, and not the palettes no screen uses', (_, system) => {
    for (const palette of Object.keys(PALETTES)) {
      expect(system.token(`colors.${palette}.solid`, ''), palette).not.toBe('');
      expect(system.token(`colors.${palette}.fg`, ''), palette).not.toBe('');
    }
    for (const palette of ['cyan', 'purple', 'pink']) {
      expect(system.token(`colors.${palette}.500`, ''), palette).toBe('');
      expect(system.token(`colors.${palette}.solid`, ''), palette).toBe('');
    }
  });
});
