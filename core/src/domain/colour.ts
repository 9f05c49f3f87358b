import { DEFAULT_COLOURS, type Appearance } from '../model/site';

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Text colour for a background: near-black or white, whichever reads better. */
export function contrastText(background: string): string {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#1a1a1a') ? '#ffffff' : '#1a1a1a';
}

/** The colour itself when it reads on `background` at `ratio`, else darkened until it does. */
export function readableOn(colour: string, background = '#ffffff', ratio = 4.5): string {
  let rgb = toRgb(colour);
  for (let step = 0; step < 20 && contrastRatio(toHex(rgb), background) < ratio; step += 1) {
    rgb = rgb.map((c) => c * 0.88) as Rgb;
  }
  return toHex(rgb);
}

/** CSS variables the public site and its components read (defaults first, no flash). */
export function appearanceVariables(appearance: Partial<Appearance> | null | undefined): Record<string, string> {
  const primary = appearance?.primaryColor ?? DEFAULT_COLOURS.primaryColor;
  const secondary = appearance?.secondaryColor ?? DEFAULT_COLOURS.secondaryColor;
  const accent = appearance?.accentColor ?? DEFAULT_COLOURS.accentColor;
  const icon = appearance?.primaryHoverColor ?? DEFAULT_COLOURS.primaryHoverColor;
  return {
    '--site-primary': primary,
    '--site-primary-contrast': contrastText(primary),
    '--site-secondary': secondary,
    '--site-secondary-contrast': contrastText(secondary),
    '--site-secondary-text': readableOn(secondary),
    '--site-accent': accent,
    '--site-accent-contrast': contrastText(accent),
    '--site-icon': icon,
    '--site-icon-contrast': contrastText(icon),
  };
}
