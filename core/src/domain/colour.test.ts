import { describe, expect, it } from 'vitest';
import { appearanceVariables, contrastRatio, contrastText, readableOn } from './colour';

describe('colour helpers', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrastRatio('#2e7d32', '#ffffff')).toBeGreaterThan(4.5);
  });

  it('picks white text on dark green and dark text on light green', () => {
    expect(contrastText('#2e7d32')).toBe('#ffffff');
    expect(contrastText('#81C784')).toBe('#1a1a1a');
  });

  it('darkens a colour until it reads on white', () => {
    expect(readableOn('#2e7d32')).toBe('#2e7d32');
    const darker = readableOn('#81C784');
    expect(contrastRatio(darker, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back to the default palette', () => {
    expect(appearanceVariables(null)).toMatchObject({
      '--site-primary': '#4CAF50',
      '--site-secondary': '#2e7d32',
      '--site-accent': '#81C784',
      '--site-icon': '#3e9742',
    });
  });
});
