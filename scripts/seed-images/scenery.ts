// Props and layouts shared by several scenes: jam jars, crates, price tags, awnings, counters, shelves,
// the 9:16 poster and the square product image.
import { Canvas, type ClusterItem, type Gradient, SERIF, background, cluster, el, escapeXml, glow, round } from './svg';

// Colour tweaks of emoji so one drawing can show several products.
const JAM = {
  apricot: { glass: '#f5a03a', shine: '#fbc77e', cloth: '#e07b24' },
  strawberry: { glass: '#d8334a', shine: '#ec7a8a', cloth: '#d8334a' },
  cherry: { glass: '#7a1f3d', shine: '#a8506d', cloth: '#b02a46' },
};
export type JamFlavour = keyof typeof JAM;
export const JUICE = { '#f3eef8': '#f2b13d', '#aeddff': '#e6f3fb' };

/** A jam jar with a gingham cloth tied over its lid, centred on (x, y). */
export function jamJar(c: Canvas, x: number, y: number, size: number, flavour: JamFlavour): string {
  const jam = JAM[flavour];
  const jar = c.emoji('jar', x, y, size, {
    recolour: { '#aeddff': jam.glass, '#fff': jam.shine, '#9b9b9b': '#fdf3e1', '#bebebe': '#c9a66b' },
  });
  const u = size / 32;
  const ox = x - size / 2;
  const oy = y - size / 2;
  const cell = Math.max(3, Math.round(u * 1.6));
  const id = `gingham-${jam.cloth.slice(1)}-${cell}`;
  const fill = c.def(
    id,
    el(
      'pattern',
      { id, width: cell * 2, height: cell * 2, patternUnits: 'userSpaceOnUse' },
      el('rect', { width: cell * 2, height: cell * 2, fill: '#fff' }) +
        el('rect', { width: cell, height: cell * 2, fill: jam.cloth, opacity: 0.55 }) +
        el('rect', { width: cell * 2, height: cell, fill: jam.cloth, opacity: 0.55 }),
    ),
  );
  const p = (px: number, py: number) => `${round(ox + px * u)} ${round(oy + py * u)}`;
  let edge = '';
  for (let i = 0; i <= 8; i++) edge += ` L${p(26.5 - i * 2.625, i % 2 ? 9.2 : 7.6)}`;
  const cloth = `M${p(5.5, 7.6)} L${p(7, 2.2)} Q${p(16, -0.6)} ${p(25, 2.2)} L${p(26.5, 7.6)}${edge} Z`;
  return (
    jar +
    el('path', {
      d: cloth,
      fill,
      stroke: jam.cloth,
      'stroke-width': Math.max(1, u * 0.3),
      'stroke-linejoin': 'round',
    }) +
    el('rect', { x: ox + 6.6 * u, y: oy + 5.4 * u, width: 18.8 * u, height: 0.9 * u, rx: 0.45 * u, fill: '#8a5a33' })
  );
}

/** Wooden crate front: slats, corner posts and a small stencilled band. */
export function crate(c: Canvas, x: number, y: number, w: number, h: number, tone = '#c98b4f'): string {
  const dark = '#9a6334';
  const slats = [0, 1, 2]
    .map((i) => el('rect', { x, y: y + (i * h) / 3 + 3, width: w, height: h / 3 - 6, rx: 4, fill: tone }))
    .join('');
  const posts = [x, x + w - 16].map((px) => el('rect', { x: px, y, width: 16, height: h, rx: 3, fill: dark })).join('');
  return el('rect', { x, y, width: w, height: h, rx: 6, fill: dark }) + slats + posts;
}

/** A chalk price tag on a little stake. */
export function priceTag(_c: Canvas, x: number, y: number, label: string): string {
  return (
    el('rect', { x: x - 2, y: y + 26, width: 4, height: 46, fill: '#8a5530' }) +
    el('rect', {
      x: x - 50,
      y: y - 4,
      width: 100,
      height: 40,
      rx: 8,
      fill: '#2f3a33',
      stroke: '#c49a6c',
      'stroke-width': 3,
    }) +
    el(
      'text',
      { x, y: y + 23, 'font-family': SERIF, 'font-size': 19, 'text-anchor': 'middle', fill: '#fbf5e9' },
      escapeXml(label),
    )
  );
}

/** A scalloped awning in alternating colours, with a band of the third colour along its top. */
export function awning(
  c: Canvas,
  colours: readonly [string, string, string?],
  { y = 0, height = 150, stripe = 100 } = {},
): string {
  const n = Math.ceil(c.width / stripe);
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    parts.push(
      el('circle', { cx: i * stripe + stripe / 2, cy: y + height + 14, r: stripe / 2, fill: '#000', opacity: 0.1 }),
    );
  }
  for (let i = 0; i < n; i++) {
    const fill = colours[i % 2];
    parts.push(el('rect', { x: i * stripe, y, width: stripe, height, fill }));
    parts.push(el('circle', { cx: i * stripe + stripe / 2, cy: y + height, r: stripe / 2, fill }));
  }
  parts.push(el('rect', { x: 0, y, width: c.width, height: 26, fill: colours[2] ?? '#000' }));
  return parts.join('');
}

export function woodCounter(
  c: Canvas,
  top: number,
  { tone = '#b77b45', edge = '#d39a5f', dark = '#8a5530' } = {},
): string {
  const h = c.height - top;
  const planks: string[] = [];
  for (let x = 120; x < c.width; x += 240) {
    planks.push(el('rect', { x, y: top + 28, width: 4, height: h, fill: dark, opacity: 0.35 }));
  }
  return (
    el('rect', { x: 0, y: top, width: c.width, height: h, fill: tone }) +
    planks.join('') +
    el('rect', { x: 0, y: top, width: c.width, height: 28, fill: edge }) +
    el('rect', { x: 0, y: top + 28, width: c.width, height: 10, fill: dark, opacity: 0.35 })
  );
}

export function shelf(c: Canvas, y: number, { tone = '#a86b3a', x = 0, width = c.width } = {}): string {
  return (
    el('rect', { x, y, width, height: 16, rx: 3, fill: tone }) +
    el('rect', { x, y: y + 16, width, height: 8, fill: '#000', opacity: 0.12 })
  );
}

/** A rosette ribbon pinned at (x, y). */
export function ribbon(_c: Canvas, x: number, y: number): string {
  return (
    el('path', { d: `M${x - 26} ${y} l-40 70 l26 -6 l12 26 l30 -70 z`, fill: '#c0392b' }) +
    el('path', { d: `M${x + 26} ${y} l40 70 l-26 -6 l-12 26 l-30 -70 z`, fill: '#a93226' }) +
    el('circle', { cx: x, cy: y, r: 30, fill: '#e74c3c' }) +
    el('circle', { cx: x, cy: y, r: 18, fill: 'none', stroke: '#fbeee6', 'stroke-width': 3 })
  );
}

export interface PosterOptions {
  colours: Gradient;
  /** Colour of the arch window. */
  arch: string;
  /** Emoji scattered around the frame (none: no sprinkle, and no random draws). */
  sprinkle?: readonly string[];
  /** The scene, drawn around (360, 700). */
  content: string;
  scale?: number;
}

/**
 * Tall 9:16 poster: gradient, an arch window and a scattered frame of small emoji. Scenes are drawn
 * around (360, 700) and enlarged to fill the frame.
 */
export function poster(c: Canvas, { colours, arch, sprinkle = [], content, scale = 1.3 }: PosterOptions): string {
  const { width: w, height: h } = c;
  const archPath = `M${w * 0.08} ${h * 0.9} V${h * 0.34} A${w * 0.42} ${w * 0.42} 0 0 1 ${w * 0.92} ${h * 0.34} V${h * 0.9} Z`;
  const zoom = `translate(360 700) scale(${scale}) translate(-360 -700)`;
  return (
    background(c, colours, { angle: 'vertical' }) +
    c.dots('#ffffff', 0.3, 40, 2) +
    el('path', { d: archPath, fill: arch, opacity: 0.6 }) +
    glow(c, w / 2, h * 0.55, w * 0.45, '#ffffff', 0.45) +
    (sprinkle.length ? c.sprinkle(sprinkle, 7, { min: 50, max: 78, keepOut: 0.36 }) : '') +
    el('g', { transform: zoom }, content)
  );
}

// Products: one square image per product or variant.
const PRODUCT_PALETTES = {
  epicerie: ['#fdf1d8', '#f3cf8c'],
  fromages: ['#eaf1f7', '#c6d9ea'],
  legumes: ['#eef7e4', '#c6e3ad'],
  boissons: ['#f8ebf1', '#e3bfd1'],
  traiteur: ['#fbeee4', '#efc7a8'],
} as const satisfies Record<string, Gradient>;
export type ProductPalette = keyof typeof PRODUCT_PALETTES;

export interface ProductImageOptions {
  sprinkle?: readonly string[];
  title?: string;
  /** A pale disc behind the items. */
  plate?: boolean;
}

/** A square 800×800 product image: the items clustered around the centre, on a plate. */
export function productImage(
  seed: string,
  palette: ProductPalette,
  items: ClusterItem[],
  { sprinkle = [], title, plate = true }: ProductImageOptions = {},
): string {
  const c = new Canvas(800, 800, seed);
  const body = [
    background(c, PRODUCT_PALETTES[palette]),
    c.dots('#ffffff', 0.35, 40, 2.2),
    glow(c, 400, 380, 330, '#ffffff', 0.7),
    plate ? el('circle', { cx: 400, cy: 400, r: 250, fill: '#ffffff', opacity: 0.45 }) : '',
    sprinkle.length ? c.sprinkle(sprinkle, 6, { min: 56, max: 84, keepOut: 0.4, opacity: 0.85 }) : '',
    c.shadow(400, 620, 230, 30, 0.28),
    cluster(c, 400, 400, 1, items),
  ];
  return c.render(body.join(''), title);
}
