// The small SVG toolkit behind the seed illustrations: elements and attributes, escaping, seeded randomness,
// Fluent emoji inlined as <symbol> and placed with <use>, gradients, shadows, textures and clusters.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const EMOJI_DIR = join(ROOT, 'node_modules/fluentui-emoji/icons/flat');
export const SERIF = "Georgia, 'DejaVu Serif', serif";
export const SANS = "'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif";

// ---------------------------------------------------------------------------------------------------------
// Elements

/** An attribute is written unless it is undefined, null or false; numbers are rounded to one decimal. */
export type AttrValue = string | number | boolean | null | undefined;
export type Attrs = Record<string, AttrValue>;

export const round = (n: number): number => Math.round(n * 10) / 10;

export const attrs = (obj: Attrs): string =>
  Object.entries(obj)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? round(v) : String(v)}"`)
    .join('');

/** `<tag …/>` without inner content, `<tag …>inner</tag>` with it (even empty). */
export const el = (tag: string, a: Attrs, inner?: string): string =>
  inner === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`;

export const escapeXml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// ---------------------------------------------------------------------------------------------------------
// Seeded randomness

export function hashString(s: string): number {
  let h = 2166136261;
  for (const c of s) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** mulberry32: a tiny seeded generator, so patterns are stable from one run to the next. */
export function random(seed: string): () => number {
  let a = hashString(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------------------
// Emoji

/** Colour replacements applied to an emoji's SVG: exact attribute values, `from` → `to`. */
export type Recolour = Record<string, string>;

const emojiFiles = new Map<string, string>();

/** An emoji's SVG as a <symbol> with ids made unique; read once per name and recolouring. */
export function emojiSymbol(name: string, recolour: Recolour = {}): { id: string; symbol: string } {
  const key = Object.keys(recolour).length ? `${name}-${hashString(JSON.stringify(recolour)).toString(36)}` : name;
  let symbol = emojiFiles.get(key);
  if (symbol === undefined) {
    const raw = readFileSync(join(EMOJI_DIR, `${name}.svg`), 'utf8');
    const viewBox = /viewBox="([^"]+)"/.exec(raw)?.[1] ?? '0 0 32 32';
    let inner = raw.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
    inner = inner.replace(/<!--[\s\S]*?-->/g, '').replace(/>\s+</g, '><');
    inner = inner.replace(/id="([^"]+)"/g, `id="${key}-$1"`).replace(/url\(#([^)]+)\)/g, `url(#${key}-$1)`);
    for (const [from, to] of Object.entries(recolour)) inner = inner.replaceAll(`"${from}"`, `"${to}"`);
    symbol = `<symbol id="${key}" viewBox="${viewBox}"><g fill="none">${inner}</g></symbol>`;
    emojiFiles.set(key, symbol);
  }
  return { id: key, symbol };
}

export interface EmojiOptions {
  /** Degrees, around the emoji's centre. */
  rotate?: number;
  /** Mirrored horizontally. */
  flip?: boolean;
  opacity?: number;
  recolour?: Recolour;
}

// ---------------------------------------------------------------------------------------------------------
// Canvas

/** A gradient stop: offset (0–1), colour, opacity (omitted: opaque). */
export type Stop = [offset: number, colour: string, opacity?: number];

export interface SprinkleOptions {
  min?: number;
  max?: number;
  opacity?: number;
  /** Radius, as a fraction of the image, of the central ellipse left empty. */
  keepOut?: number;
}

const stopElements = (stops: Stop[]): string =>
  stops
    .map(([offset, colour, opacity]) => el('stop', { offset, 'stop-color': colour, 'stop-opacity': opacity }))
    .join('');

/** One image being drawn: collects the defs it needs and renders a self-contained SVG. */
export class Canvas {
  readonly width: number;
  readonly height: number;
  private readonly defs = new Map<string, string>();
  private readonly rand: () => number;

  constructor(width: number, height: number, seed: string) {
    this.width = width;
    this.height = height;
    this.rand = random(seed);
  }

  /** Adds a definition once (the first one wins) and returns its `url(#id)`. */
  def(id: string, content: string): string {
    if (!this.defs.has(id)) this.defs.set(id, content);
    return `url(#${id})`;
  }

  between(min: number, max: number): number {
    return min + (max - min) * this.rand();
  }

  linear(id: string, stops: Stop[], { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}): string {
    return this.def(id, el('linearGradient', { id, x1, y1, x2, y2 }, stopElements(stops)));
  }

  radial(id: string, stops: Stop[], { cx = 0.5, cy = 0.5, r = 0.5 } = {}): string {
    return this.def(id, el('radialGradient', { id, cx, cy, r }, stopElements(stops)));
  }

  /** A soft contact shadow under objects standing on a surface. */
  shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.22): string {
    const fill = this.radial('shadow', [
      [0, '#3b2412', 1],
      [1, '#3b2412', 0],
    ]);
    return el('ellipse', { cx, cy, rx, ry, fill, opacity });
  }

  /** Places an emoji centred on (x, y), `size` pixels wide. */
  emoji(
    name: string,
    x: number,
    y: number,
    size: number,
    { rotate = 0, flip = false, opacity, recolour }: EmojiOptions = {},
  ) {
    const { id, symbol } = emojiSymbol(name, recolour);
    this.def(id, symbol);
    const transforms: string[] = [];
    if (rotate) transforms.push(`rotate(${round(rotate)} ${round(x)} ${round(y)})`);
    if (flip) transforms.push(`translate(${round(2 * x)} 0) scale(-1 1)`);
    return el('use', {
      href: `#${id}`,
      x: x - size / 2,
      y: y - size / 2,
      width: size,
      height: size,
      transform: transforms.length ? transforms.join(' ') : undefined,
      opacity,
    });
  }

  /** Dots repeated over the whole image: a quiet texture. */
  dots(colour: string, opacity: number, spacing = 36, r = 2.2): string {
    const id = `dots-${spacing}`;
    const fill = this.def(
      id,
      el(
        'pattern',
        { id, width: spacing, height: spacing, patternUnits: 'userSpaceOnUse' },
        el('circle', { cx: spacing / 2, cy: spacing / 2, r, fill: colour }),
      ),
    );
    return el('rect', { width: this.width, height: this.height, fill, opacity });
  }

  /** Small emoji scattered near the edges, avoiding a central ellipse. */
  sprinkle(
    names: readonly string[],
    count: number,
    { min = 40, max = 70, opacity = 0.9, keepOut = 0.34 }: SprinkleOptions = {},
  ): string {
    const out: string[] = [];
    const placed: [number, number][] = [];
    const { width: w, height: h } = this;
    for (let i = 0, tries = 0; i < count && tries < 800; tries++) {
      const x = this.between(min, w - min);
      const y = this.between(min, h - min);
      const dx = (x - w / 2) / w;
      const dy = (y - h / 2) / h;
      if (dx * dx + dy * dy < keepOut * keepOut) continue;
      if (placed.some(([px, py]) => Math.hypot(px - x, py - y) < max * 2.2)) continue;
      placed.push([x, y]);
      const name = names[i % names.length];
      if (name === undefined) throw new Error('sprinkle needs at least one emoji name');
      out.push(this.emoji(name, x, y, this.between(min, max), { rotate: this.between(-25, 25), opacity }));
      i++;
    }
    return out.join('');
  }

  render(body: string, title?: string): string {
    const defs = this.defs.size ? `<defs>${[...this.defs.values()].join('')}</defs>` : '';
    const t = title ? `<title>${escapeXml(title)}</title>` : '';
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.width} ${this.height}" ` +
      `width="${this.width}" height="${this.height}">${t}${defs}${body}</svg>\n`
    );
  }
}

// ---------------------------------------------------------------------------------------------------------
// Composition

/** A drawing placed at (x, y), `size` pixels wide. */
export type Drawing = (c: Canvas, x: number, y: number, size: number) => string;
/** A cluster entry drawn by code rather than a single emoji (see `drawn`). */
export type ClusterDrawing = (c: Canvas, cx: number, cy: number, scale: number) => string;
/** [emoji name, dx, dy, size, rotate?, options?], offsets and size relative to the cluster's centre and scale. */
export type ClusterEmoji = [
  name: string,
  dx: number,
  dy: number,
  size: number,
  rotate?: number,
  options?: EmojiOptions,
];
export type ClusterItem = ClusterEmoji | ClusterDrawing;

/** A group of emoji laid out around a centre. */
export function cluster(c: Canvas, cx: number, cy: number, scale: number, items: ClusterItem[]): string {
  return items
    .map((item) => {
      if (typeof item === 'function') return item(c, cx, cy, scale);
      const [name, dx, dy, size, rotate = 0, options = {}] = item;
      return c.emoji(name, cx + dx * scale, cy + dy * scale, size * scale, { rotate, ...options });
    })
    .join('');
}

/** Same as a cluster entry, for drawings that are not a single emoji. */
export const drawn =
  (draw: Drawing, dx: number, dy: number, size: number): ClusterDrawing =>
  (c, cx, cy, scale) =>
    draw(c, cx + dx * scale, cy + dy * scale, size * scale);

/** Two colours: a gradient's start and end. */
export type Gradient = readonly [from: string, to: string];

export function background(
  c: Canvas,
  [from, to]: Gradient,
  { angle = 'diagonal' }: { angle?: 'diagonal' | 'vertical' } = {},
): string {
  const dir = angle === 'diagonal' ? { x1: 0, y1: 0, x2: 1, y2: 1 } : { x1: 0, y1: 0, x2: 0, y2: 1 };
  const fill = c.linear(
    'bg',
    [
      [0, from],
      [1, to],
    ],
    dir,
  );
  return el('rect', { width: c.width, height: c.height, fill });
}

export function glow(c: Canvas, cx: number, cy: number, r: number, colour = '#ffffff', opacity = 0.55): string {
  const fill = c.radial(`glow-${colour.slice(1)}`, [
    [0, colour, opacity],
    [0.7, colour, opacity * 0.35],
    [1, colour, 0],
  ]);
  return el('circle', { cx, cy, r, fill });
}
