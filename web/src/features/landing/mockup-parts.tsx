import type { SVGProps } from 'react';

/** Drawing pieces shared by the browser and phone mock-ups of the hero. */

export const INK = '#1f2a1f';
export const MUTED = '#6b705f';
export const LINE = '#e9e3d7';
export const CREAM = '#fbf8f3';
/** The theme's fonts (with their fallbacks until the page has its fonts: web/src/lib/page-fonts.ts). */
export const SERIF = 'var(--ck-fonts-heading)';
export const SANS = 'var(--ck-fonts-body)';
/** The brand tokens, so the drawing follows the palette. */
export const BRAND = 'var(--ck-colors-brand-solid)';
export const BRAND_PRIMARY = 'var(--ck-colors-brand-primary)';

export interface MockTextProps extends Omit<SVGProps<SVGTextElement>, 'fontSize' | 'fontWeight' | 'fontFamily'> {
  size: number;
  weight?: 400 | 600;
  serif?: boolean;
}

/** SVG text whose font survives the CSS reset (`* { font: inherit }` beats presentation attributes). */
export function MockText({ size, weight = 400, serif = false, style, ...props }: MockTextProps) {
  return <text style={{ font: `${weight} ${size}px ${serif ? SERIF : SANS}`, ...style }} {...props} />;
}

export interface MockupIds {
  gradient: string;
}

export function MockupDefs({ ids }: { ids: MockupIds }) {
  return (
    <defs>
      <linearGradient id={ids.gradient} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor={BRAND} />
        <stop offset="1" stopColor={BRAND_PRIMARY} />
      </linearGradient>
    </defs>
  );
}

const SHADOW_LAYERS = [1, 4, 8];

/**
 * A contact shadow under a rounded box, from stacked translucent rects (the soft ambient shadow is
 * one CSS drop-shadow on the whole drawing): SVG blur filters left visible region edges in Chromium.
 */
export function SoftShadow({ width, height, rx }: { width: number; height: number; rx: number }) {
  return (
    <g fill="#1f3a1f" aria-hidden="true">
      {SHADOW_LAYERS.map((spread) => (
        <rect
          key={spread}
          x={-spread / 2}
          y={spread / 2}
          width={width + spread}
          height={height + spread / 2}
          rx={rx + spread / 2}
          opacity="0.035"
        />
      ))}
    </g>
  );
}
