// Draws the seed content's illustrations into web/public/seed/ (committed; rerun after editing a scene):
//   node scripts/generate-seed-images.mjs
// Built only from the MIT-licensed Fluent emoji (flat style) installed as `fluentui-emoji`, composed on
// drawn backgrounds. Each output file is self-contained: every emoji is inlined once as a <symbol> and
// placed with <use>. Randomness is seeded so that reruns produce identical files.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const EMOJI_DIR = join(ROOT, 'node_modules/fluentui-emoji/icons/flat');
const PUBLIC_DIR = join(ROOT, 'web/public');
const SEED_DIR = join(PUBLIC_DIR, 'seed');
const SERIF = "Georgia, 'DejaVu Serif', serif";
const SANS = "'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif";

// ---------------------------------------------------------------------------------------------------------
// Building blocks

const round = (n) => Math.round(n * 10) / 10;
const attrs = (obj) =>
  Object.entries(obj)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? round(v) : v}"`)
    .join('');
const el = (tag, a, inner) => (inner === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`);
const escapeXml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function hashString(s) {
  let h = 2166136261;
  for (const c of s) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** mulberry32: a tiny seeded generator, so patterns are stable from one run to the next. */
function random(seed) {
  let a = hashString(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const emojiFiles = new Map();
function emojiSymbol(name, recolour = {}) {
  const key = Object.keys(recolour).length ? `${name}-${hashString(JSON.stringify(recolour)).toString(36)}` : name;
  if (!emojiFiles.has(key)) {
    const raw = readFileSync(join(EMOJI_DIR, `${name}.svg`), 'utf8');
    const viewBox = /viewBox="([^"]+)"/.exec(raw)?.[1] ?? '0 0 32 32';
    let inner = raw.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
    inner = inner.replace(/<!--[\s\S]*?-->/g, '').replace(/>\s+</g, '><');
    inner = inner.replace(/id="([^"]+)"/g, `id="${key}-$1"`).replace(/url\(#([^)]+)\)/g, `url(#${key}-$1)`);
    for (const [from, to] of Object.entries(recolour)) inner = inner.replaceAll(`"${from}"`, `"${to}"`);
    emojiFiles.set(key, `<symbol id="${key}" viewBox="${viewBox}"><g fill="none">${inner}</g></symbol>`);
  }
  return { id: key, symbol: emojiFiles.get(key) };
}

/** One image being drawn: collects the defs it needs and renders a self-contained SVG. */
class Canvas {
  constructor(width, height, seed) {
    this.width = width;
    this.height = height;
    this.defs = new Map();
    this.rand = random(seed);
  }

  def(id, content) {
    if (!this.defs.has(id)) this.defs.set(id, content);
    return `url(#${id})`;
  }

  between(min, max) {
    return min + (max - min) * this.rand();
  }

  linear(id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
    const stopEls = stops.map(([offset, colour, opacity]) =>
      el('stop', { offset, 'stop-color': colour, 'stop-opacity': opacity }),
    );
    return this.def(id, el('linearGradient', { id, x1, y1, x2, y2 }, stopEls.join('')));
  }

  radial(id, stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) {
    const stopEls = stops.map(([offset, colour, opacity]) =>
      el('stop', { offset, 'stop-color': colour, 'stop-opacity': opacity }),
    );
    return this.def(id, el('radialGradient', { id, cx, cy, r }, stopEls.join('')));
  }

  /** A soft contact shadow under objects standing on a surface. */
  shadow(cx, cy, rx, ry, opacity = 0.22) {
    const fill = this.radial('shadow', [
      [0, '#3b2412', 1],
      [1, '#3b2412', 0],
    ]);
    return el('ellipse', { cx, cy, rx, ry, fill, opacity });
  }

  /** Places an emoji centred on (x, y), `size` pixels wide. */
  emoji(name, x, y, size, { rotate = 0, flip = false, opacity, recolour } = {}) {
    const { id, symbol } = emojiSymbol(name, recolour);
    this.def(id, symbol);
    const transforms = [];
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
  dots(colour, opacity, spacing = 36, r = 2.2) {
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
  sprinkle(names, count, { min = 40, max = 70, opacity = 0.9, keepOut = 0.34 } = {}) {
    const out = [];
    const placed = [];
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
      out.push(this.emoji(name, x, y, this.between(min, max), { rotate: this.between(-25, 25), opacity }));
      i++;
    }
    return out.join('');
  }

  render(body, title) {
    const defs = this.defs.size ? `<defs>${[...this.defs.values()].join('')}</defs>` : '';
    const t = title ? `<title>${escapeXml(title)}</title>` : '';
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.width} ${this.height}" ` +
      `width="${this.width}" height="${this.height}">${t}${defs}${body}</svg>\n`
    );
  }
}

/** A group of emoji laid out around a centre: [name, dx, dy, size, rotate?, options?]. */
function cluster(c, cx, cy, scale, items) {
  return items
    .map((item) => {
      if (typeof item === 'function') return item(c, cx, cy, scale);
      const [name, dx, dy, size, rotate = 0, options = {}] = item;
      return c.emoji(name, cx + dx * scale, cy + dy * scale, size * scale, { rotate, ...options });
    })
    .join('');
}

/** Same as a cluster entry, for drawings that are not a single emoji. */
const drawn = (draw, dx, dy, size) => (c, cx, cy, scale) => draw(c, cx + dx * scale, cy + dy * scale, size * scale);

function background(c, [from, to], { angle = 'diagonal' } = {}) {
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

function glow(c, cx, cy, r, colour = '#ffffff', opacity = 0.55) {
  const fill = c.radial(`glow-${colour.slice(1)}`, [
    [0, colour, opacity],
    [0.7, colour, opacity * 0.35],
    [1, colour, 0],
  ]);
  return el('circle', { cx, cy, r, fill });
}

// Colour tweaks of emoji so one drawing can show several products.
const JAM = {
  apricot: { glass: '#f5a03a', shine: '#fbc77e', cloth: '#e07b24' },
  strawberry: { glass: '#d8334a', shine: '#ec7a8a', cloth: '#d8334a' },
  cherry: { glass: '#7a1f3d', shine: '#a8506d', cloth: '#b02a46' },
};
const JUICE = { '#f3eef8': '#f2b13d', '#aeddff': '#e6f3fb' };

/** A jam jar with a gingham cloth tied over its lid, centred on (x, y). */
function jamJar(c, x, y, size, flavour) {
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
  const p = (px, py) => `${round(ox + px * u)} ${round(oy + py * u)}`;
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

// ---------------------------------------------------------------------------------------------------------
// Shared scenes

/** Wooden crate front: slats, corner posts and a small stencilled band. */
function crate(c, x, y, w, h, tone = '#c98b4f') {
  const dark = '#9a6334';
  const slats = [0, 1, 2]
    .map((i) => el('rect', { x, y: y + (i * h) / 3 + 3, width: w, height: h / 3 - 6, rx: 4, fill: tone }))
    .join('');
  const posts = [x, x + w - 16].map((px) => el('rect', { x: px, y, width: 16, height: h, rx: 3, fill: dark })).join('');
  return el('rect', { x, y, width: w, height: h, rx: 6, fill: dark }) + slats + posts;
}

/** A chalk price tag on a little stake. */
function priceTag(c, x, y, label) {
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

function awning(c, colours, { y = 0, height = 150, stripe = 100 } = {}) {
  const n = Math.ceil(c.width / stripe);
  const parts = [];
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

function woodCounter(c, top, { tone = '#b77b45', edge = '#d39a5f', dark = '#8a5530' } = {}) {
  const h = c.height - top;
  const planks = [];
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

function shelf(c, y, { tone = '#a86b3a', x = 0, width = c.width } = {}) {
  return (
    el('rect', { x, y, width, height: 16, rx: 3, fill: tone }) +
    el('rect', { x, y: y + 16, width, height: 8, fill: '#000', opacity: 0.12 })
  );
}

/**
 * Tall 9:16 poster: gradient, an arch window and a scattered frame of small emoji. Scenes are drawn
 * around (360, 700) and enlarged to fill the frame.
 */
function poster(c, { colours, arch, sprinkle = [], content, scale = 1.3 }) {
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

// ---------------------------------------------------------------------------------------------------------
// Épicerie du Marché

const EPICERIE = {
  green: '#2f7d3a',
  darkGreen: '#1f5129',
  cream: '#fbf5e9',
  wall: ['#f7ecd8', '#ecd3ab'],
};

function epicerieHero() {
  const c = new Canvas(1600, 900, 'epicerie-hero');
  const wallFill = c.linear('wall', [
    [0, EPICERIE.wall[0]],
    [1, EPICERIE.wall[1]],
  ]);
  const body = [
    el('rect', { width: 1600, height: 900, fill: wallFill }),
    c.dots('#c79a5e', 0.18, 44, 2.4),
    // Back shelf of jars, honey and bottles.
    shelf(c, 452),
    c.shadow(800, 456, 760, 10, 0.25),
    cluster(c, 0, 452, 1, [
      ['amphora', 110, -48, 100],
      drawn((c, x, y, s) => jamJar(c, x, y, s, 'apricot'), 205, -40, 84),
      drawn((c, x, y, s) => jamJar(c, x, y, s, 'strawberry'), 280, -40, 84),
      drawn((c, x, y, s) => jamJar(c, x, y, s, 'cherry'), 355, -40, 84),
      ['honey-pot', 460, -44, 92],
      ['honey-pot', 548, -44, 92],
      ['canned-food', 640, -40, 80],
      ['salt', 710, -38, 76],
      ['bottle-with-popping-cork', 930, -52, 100, -8],
      ['wine-glass', 1010, -44, 86],
      ['teapot', 1110, -42, 86],
      ['hot-beverage', 1195, -36, 72],
      ['honey-pot', 1290, -44, 92],
      ['amphora', 1390, -48, 100],
      drawn((c, x, y, s) => jamJar(c, x, y, s, 'apricot'), 1480, -40, 84),
    ]),
    // Garlic and herbs hanging from the awning.
    ...[
      [240, 'garlic', 250],
      [330, 'onion', 230],
      [1270, 'herb', 240],
      [1360, 'garlic', 262],
    ].map(
      ([x, name, y]) =>
        el('rect', { x: x - 1.5, y: 150, width: 3, height: y - 170, fill: '#7d5a3c' }) + c.emoji(name, x, y, 74),
    ),
    awning(c, [EPICERIE.green, EPICERIE.cream, EPICERIE.darkGreen]),
    woodCounter(c, 640),
    // Produce: heaps behind crate fronts, from left to right.
    c.shadow(170, 748, 170, 18),
    cluster(c, 170, 640, 1, [
      ['baguette-bread', -50, -30, 170, -30],
      ['baguette-bread', 20, -40, 170, -20],
      ['bread', -70, 30, 120],
      ['croissant', 40, 40, 110],
    ]),
    el('path', { d: 'M40 690 h260 l-24 62 h-212 z', fill: '#c98b4f' }),
    el('path', { d: 'M40 690 h260 l-4 10 h-252 z', fill: '#9a6334' }),
    produceCrate(c, 330, 'tomato', 78, '#c98b4f'),
    produceCrate(c, 590, 'red-apple', 76, '#b77b45'),
    c.shadow(960, 752, 120, 14),
    cluster(c, 960, 688, 1, [
      ['cheese-wedge', -60, 0, 130, -6],
      ['cheese-wedge', 56, 4, 120, 8],
      ['grapes', 0, 30, 96],
    ]),
    produceCrate(c, 1100, 'lemon', 70, '#c98b4f'),
    c.shadow(1480, 752, 120, 14),
    cluster(c, 1480, 676, 1, [
      ['leafy-green', -50, -10, 120],
      ['carrot', 40, -20, 110, 20],
      ['carrot', 60, 20, 110, 40],
      ['eggplant', -30, 40, 100, -30],
    ]),
    priceTag(c, 450, 812, '5,90 €/kg'),
    priceTag(c, 710, 812, '3,20 €/kg'),
    priceTag(c, 1220, 812, '2,40 €/kg'),
    el('rect', {
      x: 0,
      y: 0,
      width: 1600,
      height: 900,
      fill: c.linear('vignette', [
        [0, '#000', 0],
        [0.75, '#000', 0],
        [1, '#000', 0.18],
      ]),
    }),
  ];
  return c.render(body.join(''), 'Étal du marché : fruits, légumes, fromages et épicerie fine');
}

/** A crate of one kind of produce, heaped in two rows, with its front drawn over the heap. */
function produceCrate(c, x, name, size, tone) {
  const w = 240;
  const top = 696;
  const items = [];
  for (let i = 0; i < 3; i++)
    items.push(c.emoji(name, x + 52 + i * 68, top - 52, size, { rotate: (i % 2 ? -1 : 1) * 14 }));
  for (let i = 0; i < 4; i++)
    items.push(c.emoji(name, x + 30 + i * 60, top - 18, size, { rotate: (i % 2 ? 1 : -1) * 10 }));
  return c.shadow(x + w / 2, top + 64, w / 2 + 10, 14) + items.join('') + crate(c, x, top, w, 60, tone);
}

function epicerieLogo() {
  const c = new Canvas(160, 160, 'epicerie-logo');
  return c.render(
    [
      el('rect', { width: 160, height: 160, rx: 36, fill: EPICERIE.green }),
      el('circle', { cx: 80, cy: 80, r: 62, fill: EPICERIE.cream }),
      c.emoji('leafy-green', 58, 56, 36, { rotate: -20 }),
      c.emoji('tomato', 96, 56, 34),
      c.emoji('baguette-bread', 80, 50, 40, { rotate: -10 }),
      c.emoji('basket', 80, 90, 84),
    ].join(''),
    'Épicerie du Marché',
  );
}

function epicerieHighlightPaniers() {
  const c = new Canvas(720, 1280, 'epicerie-highlight-paniers');
  const content =
    c.shadow(360, 905, 250, 34, 0.3) +
    cluster(c, 360, 700, 1, [
      ['baguette-bread', -70, -170, 250, -35],
      ['bottle-with-popping-cork', 90, -160, 220, 18],
      ['grapes', -120, -70, 150, -10],
      ['honey-pot', 40, -90, 170],
      ['cheese-wedge', 140, -40, 130, 12],
      ['basket', 0, 60, 460],
      ['leafy-green', -210, 170, 110, -30],
    ]);
  return c.render(
    poster(c, {
      colours: ['#f7e7c6', '#e9c88f'],
      arch: EPICERIE.cream,
      sprinkle: ['blossom', 'herb', 'cherries', 'fallen-leaf'],
      content,
    }),
    'Panier gourmand garni',
  );
}

function epicerieHighlightFromages() {
  const c = new Canvas(720, 1280, 'epicerie-highlight-fromages');
  const board =
    c.shadow(360, 900, 270, 30, 0.3) +
    el('ellipse', { cx: 360, cy: 815, rx: 260, ry: 100, fill: '#9a6334' }) +
    el('ellipse', { cx: 360, cy: 800, rx: 260, ry: 100, fill: '#c98b4f' }) +
    el('ellipse', { cx: 360, cy: 800, rx: 224, ry: 80, fill: 'none', stroke: '#b07540', 'stroke-width': 4 });
  const content =
    board +
    cluster(c, 360, 700, 1, [
      ['bottle-with-popping-cork', -130, -250, 230, -12],
      ['wine-glass', 120, -230, 210, 6],
      ['cheese-wedge', -100, 40, 220, -8],
      ['cheese-wedge', 100, 50, 190, 10],
      ['grapes', 0, 120, 140, -18],
      ['olive', -170, 130, 64],
      ['olive', -130, 150, 58, 20],
      ['baguette-bread', 150, 130, 150, 40],
    ]);
  return c.render(
    poster(c, {
      colours: ['#e6efe1', '#c2dbb9'],
      arch: '#fbf8ef',
      sprinkle: ['grapes', 'herb', 'olive', 'fallen-leaf'],
      content,
      scale: 1.2,
    }),
    'Plateau de fromages affinés',
  );
}

// Products: one square image per product or variant.
const PRODUCT_PALETTES = {
  epicerie: ['#fdf1d8', '#f3cf8c'],
  fromages: ['#eaf1f7', '#c6d9ea'],
  legumes: ['#eef7e4', '#c6e3ad'],
  boissons: ['#f8ebf1', '#e3bfd1'],
  traiteur: ['#fbeee4', '#efc7a8'],
};

function productImage(seed, palette, items, { sprinkle = [], title, plate = true } = {}) {
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

const EPICERIE_PRODUCTS = {
  'miel-lavande-250': () =>
    productImage(
      'miel-250',
      'epicerie',
      [
        ['honey-pot', 0, 60, 300],
        ['honeybee', 150, -130, 110, 15],
      ],
      { sprinkle: ['blossom', 'tulip'], title: 'Pot de miel de lavande 250 g' },
    ),
  'miel-lavande-500': () =>
    productImage(
      'miel-500',
      'epicerie',
      [
        ['honey-pot', 0, 30, 380],
        ['honeybee', 170, -170, 120, 15],
      ],
      { sprinkle: ['blossom', 'tulip'], title: 'Pot de miel de lavande 500 g' },
    ),
  'miel-lavande-1kg': () =>
    productImage(
      'miel-1kg',
      'epicerie',
      [
        ['honey-pot', -90, 70, 300],
        ['honey-pot', 90, 10, 420],
        ['honeybee', -150, -150, 110, -15],
      ],
      { sprinkle: ['blossom', 'tulip'], title: 'Pots de miel de lavande 1 kg' },
    ),
  'huile-olive': () =>
    productImage(
      'huile-olive',
      'epicerie',
      [
        ['amphora', -30, 0, 420],
        ['olive', 150, 150, 110, 10],
        ['olive', 210, 130, 90, -20],
        ['herb', -180, 150, 130, -20],
      ],
      { sprinkle: ['olive', 'herb'], title: "Huile d'olive vierge extra" },
    ),
  'confiture-abricot': () =>
    productImage(
      'confiture-abricot',
      'epicerie',
      [drawn((c, x, y, s) => jamJar(c, x, y, s, 'apricot'), -20, 20, 360), ['peach', 160, 150, 140, 8]],
      { sprinkle: ['peach', 'blossom'], title: "Confiture d'abricot" },
    ),
  'confiture-fraise': () =>
    productImage(
      'confiture-fraise',
      'epicerie',
      [
        drawn((c, x, y, s) => jamJar(c, x, y, s, 'strawberry'), -20, 20, 360),
        ['strawberry', 160, 150, 130, 12],
        ['strawberry', 220, 110, 100, -12],
      ],
      { sprinkle: ['strawberry', 'blossom'], title: 'Confiture de fraise' },
    ),
  'confiture-cerise': () =>
    productImage(
      'confiture-cerise',
      'epicerie',
      [drawn((c, x, y, s) => jamJar(c, x, y, s, 'cherry'), -20, 20, 360), ['cherries', 170, 140, 150, 8]],
      { sprinkle: ['cherries', 'blossom'], title: 'Confiture de cerise noire' },
    ),
  comte: () =>
    productImage(
      'comte',
      'fromages',
      [
        ['cheese-wedge', -30, 10, 440, -6],
        ['cheese-wedge', 170, 140, 170, 14],
      ],
      { sprinkle: ['grapes', 'herb'], title: 'Comté AOP 18 mois' },
    ),
  'fromages-coupe': () =>
    productImage(
      'fromages-coupe',
      'fromages',
      [
        ['cheese-wedge', -130, 40, 300, -10],
        ['cheese-wedge', 110, 0, 330, 8],
        ['butter', 0, 170, 180],
        ['grapes', 200, 160, 120, -20],
      ],
      { sprinkle: ['cow', 'goat'], title: 'Fromages à la coupe' },
    ),
  beurre: () =>
    productImage(
      'beurre',
      'fromages',
      [
        ['butter', 0, 30, 420],
        ['glass-of-milk', 180, -110, 150, 6],
      ],
      { sprinkle: ['cow', 'herb'], title: 'Beurre de baratte demi-sel' },
    ),
  oeufs: () =>
    productImage(
      'oeufs',
      'fromages',
      [
        ['egg', -110, 60, 250, -14],
        ['egg', 110, 70, 240, 12],
        ['egg', 0, -80, 260, 2],
        ['herb', 190, -130, 130, 25],
      ],
      { sprinkle: ['herb', 'blossom'], title: 'Œufs fermiers plein air' },
    ),
  tomates: () =>
    productImage(
      'tomates',
      'legumes',
      [
        ['tomato', -110, 40, 250, -8],
        ['tomato', 110, 60, 230, 10],
        ['tomato', 0, -90, 240],
        ['herb', 170, -140, 120, 30],
      ],
      { sprinkle: ['leafy-green', 'herb'], title: 'Tomates anciennes' },
    ),
  pommes: () =>
    productImage(
      'pommes',
      'legumes',
      [
        ['red-apple', -100, 40, 260, -6],
        ['green-apple', 110, 50, 240, 8],
        ['red-apple', 10, -100, 220, 4],
      ],
      { sprinkle: ['fallen-leaf', 'blossom'], title: 'Pommes du Vivarais' },
    ),
  'panier-saison': () =>
    productImage(
      'panier-saison',
      'legumes',
      [
        ['leafy-green', -90, -120, 190, -20],
        ['carrot', 60, -140, 180, 25],
        ['tomato', 130, -60, 130],
        ['eggplant', -150, -40, 150, -40],
        ['basket', 0, 80, 400],
      ],
      { sprinkle: ['carrot', 'tomato', 'leafy-green'], title: 'Panier de saison' },
    ),
  fraises: () =>
    productImage(
      'fraises',
      'legumes',
      [
        ['strawberry', -100, 50, 240, -12],
        ['strawberry', 100, 50, 220, 14],
        ['strawberry', 0, -90, 230],
      ],
      { sprinkle: ['strawberry', 'blossom'], title: 'Fraises de Carpentras' },
    ),
  'jus-pomme': () =>
    productImage(
      'jus-pomme',
      'boissons',
      [
        ['glass-of-milk', -40, 0, 400, 0, { recolour: JUICE }],
        ['red-apple', 160, 150, 150, 10],
        ['green-apple', 220, 70, 110, -10],
      ],
      { sprinkle: ['red-apple', 'fallen-leaf'], title: 'Jus de pomme artisanal' },
    ),
  'vin-rouge': () =>
    productImage(
      'vin-rouge',
      'boissons',
      [
        ['wine-glass', -60, -10, 400, -4],
        ['grapes', 150, 140, 180, 12],
      ],
      { sprinkle: ['grapes', 'fallen-leaf'], title: 'Côtes-du-Rhône rouge' },
    ),
  biere: () =>
    productImage(
      'biere',
      'boissons',
      [
        ['beer-mug', 0, 10, 420],
        ['sheaf-of-rice', 180, 120, 160, 15],
      ],
      { sprinkle: ['sheaf-of-rice', 'fallen-leaf'], title: 'Bière blonde de Lyon' },
    ),
};

// Services (9:16).
const EPICERIE_SERVICES = {
  'paniers-1': () => {
    const c = new Canvas(720, 1280, 'svc-paniers-1');
    const content =
      c.shadow(360, 910, 240, 32, 0.3) +
      cluster(c, 360, 700, 1, [
        drawn((c, x, y, s) => jamJar(c, x, y, s, 'apricot'), -100, -150, 150),
        ['honey-pot', 40, -170, 170, 6],
        ['chocolate-bar', 150, -110, 150, 25],
        ['cookie', -160, -60, 110],
        ['basket', 0, 60, 440],
      ]) +
      ribbon(c, 360, 810);
    return c.render(
      poster(c, {
        colours: ['#f5e6cc', '#e3c08a'],
        arch: EPICERIE.cream,
        sprinkle: ['blossom', 'herb', 'cherries'],
        content,
      }),
      "Panier garni d'épicerie fine",
    );
  },
  'paniers-2': () => {
    const c = new Canvas(720, 1280, 'svc-paniers-2');
    const content =
      c.shadow(360, 900, 250, 32, 0.3) +
      cluster(c, 360, 720, 1, [
        ['wrapped-gift', -90, 20, 340, -6],
        ['bottle-with-popping-cork', 150, -60, 260, 10],
        ['honey-pot', 150, 130, 150],
      ]);
    return c.render(
      poster(c, {
        colours: ['#f3e3e3', '#dfb3b3'],
        arch: '#fdf6f2',
        sprinkle: ['blossom', 'heart-decoration'],
        content,
      }),
      'Coffret cadeau gourmand',
    );
  },
  'paniers-3': () => {
    const c = new Canvas(720, 1280, 'svc-paniers-3');
    const content =
      c.shadow(360, 900, 240, 30, 0.3) +
      cluster(c, 360, 700, 1, [
        ['leafy-green', -80, -150, 200, -20],
        ['carrot', 90, -150, 190, 25],
        ['tomato', 150, -60, 130],
        ['red-apple', -160, -60, 130],
        ['basket', 0, 60, 440],
      ]);
    return c.render(
      poster(c, {
        colours: ['#e9f4df', '#bfdfa6'],
        arch: '#fafdf4',
        sprinkle: ['carrot', 'tomato', 'leafy-green'],
        content,
      }),
      'Panier de fruits et légumes de saison',
    );
  },
  'plateaux-1': () => {
    const c = new Canvas(720, 1280, 'svc-plateaux-1');
    const board =
      c.shadow(360, 930, 270, 30, 0.28) +
      el('circle', { cx: 360, cy: 700, r: 270, fill: '#9a6334' }) +
      el('circle', { cx: 360, cy: 690, r: 270, fill: '#d39a5f' }) +
      el('circle', { cx: 360, cy: 690, r: 236, fill: 'none', stroke: '#b97a43', 'stroke-width': 4 });
    const content =
      board +
      cluster(c, 360, 690, 1, [
        ['cheese-wedge', -90, -100, 170, -12],
        ['cheese-wedge', 100, -90, 150, 20],
        ['grapes', 0, 10, 140],
        ['olive', -140, 60, 70],
        ['olive', -100, 100, 64],
        ['olive', -160, 120, 60],
        ['tomato', 130, 70, 80],
        ['tomato', 170, 120, 70],
        ['baguette-bread', 10, 150, 170, 80],
        ['cherries', -20, -180, 100, -10],
      ]);
    return c.render(
      poster(c, { colours: ['#f6ecd8', '#e6cfa6'], arch: '#fffaf0', sprinkle: ['herb', 'olive'], content, scale: 1.2 }),
      'Plateau apéritif à partager',
    );
  },
  'plateaux-2': () => {
    const c = new Canvas(720, 1280, 'svc-plateaux-2');
    const content =
      c.shadow(360, 900, 250, 32, 0.3) +
      cluster(c, 360, 700, 1, [
        ['clinking-glasses', 0, -150, 330],
        ['cheese-wedge', -140, 120, 170, -10],
        ['olive', 40, 150, 80],
        ['olive', 90, 130, 70, 20],
        ['pretzel', 170, 110, 140, 10],
      ]);
    return c.render(
      poster(c, { colours: ['#f1e6f3', '#d3b5d9'], arch: '#fcf7fd', sprinkle: ['sparkles', 'grapes'], content }),
      "Verres de l'amitié et bouchées apéritives",
    );
  },
  'livraison-1': () => {
    const c = new Canvas(720, 1280, 'svc-livraison-1');
    const street =
      el('rect', { x: 0, y: 860, width: 720, height: 420, fill: '#d8d2c6' }) +
      el('rect', { x: 0, y: 860, width: 720, height: 18, fill: '#bdb4a4' }) +
      [0, 1, 2, 3, 4]
        .map((i) => el('rect', { x: 20 + i * 150, y: 1010, width: 90, height: 14, rx: 7, fill: '#fff', opacity: 0.8 }))
        .join('');
    const content =
      street +
      cluster(c, 360, 600, 1, [
        ['house-with-garden', -170, 140, 260],
        ['deciduous-tree', 200, 150, 220],
      ]) +
      c.shadow(400, 950, 230, 26, 0.3) +
      c.emoji('delivery-truck', 400, 840, 420, { flip: true }) +
      c.shadow(120, 902, 60, 10, 0.3) +
      c.emoji('shopping-bags', 120, 850, 120);
    return c.render(
      poster(c, {
        colours: ['#e3f0f6', '#b9d7e6'],
        arch: '#f7fbfd',
        content: c.emoji('sun-behind-small-cloud', 520, 330, 150) + c.emoji('cloud', 200, 360, 110) + content,
        scale: 1.15,
      }),
      'Livraison à domicile',
    );
  },
};

function ribbon(c, x, y) {
  return (
    el('path', { d: `M${x - 26} ${y} l-40 70 l26 -6 l12 26 l30 -70 z`, fill: '#c0392b' }) +
    el('path', { d: `M${x + 26} ${y} l40 70 l-26 -6 l-12 26 l-30 -70 z`, fill: '#a93226' }) +
    el('circle', { cx: x, cy: y, r: 30, fill: '#e74c3c' }) +
    el('circle', { cx: x, cy: y, r: 18, fill: 'none', stroke: '#fbeee6', 'stroke-width': 3 })
  );
}

// Team portraits.
function portrait(seed, emojiName, colours, accent) {
  const c = new Canvas(600, 600, seed);
  return c.render(
    [
      background(c, colours),
      c.dots('#ffffff', 0.25, 34, 2),
      el('circle', { cx: 300, cy: 300, r: 236, fill: accent, opacity: 0.55 }),
      glow(c, 300, 260, 250, '#ffffff', 0.5),
      c.emoji(emojiName, 300, 352, 540),
    ].join(''),
  );
}

const EPICERIE_TEAM = {
  claire: () => portrait('team-claire', 'woman-cook-medium-light', ['#f6e3c8', '#e9c290'], '#fff4e2'),
  julien: () => portrait('team-julien', 'man-cook-light', ['#dde9f3', '#b3cde3'], '#f4f9fd'),
  amina: () => portrait('team-amina', 'woman-farmer-medium', ['#e3f1da', '#b8dca3'], '#f6fbf1'),
};

// Partners: a round emblem, a landscape and two close-ups each.
function emblem(seed, name, emojiName, colour, light) {
  const c = new Canvas(400, 400, seed);
  c.def('arc', el('path', { id: 'arc', d: 'M68.4 247.9 A140 140 0 1 1 331.6 247.9', fill: 'none' }));
  return c.render(
    [
      el('circle', { cx: 200, cy: 200, r: 196, fill: colour }),
      el('circle', {
        cx: 200,
        cy: 200,
        r: 178,
        fill: 'none',
        stroke: light,
        'stroke-width': 3,
        'stroke-dasharray': '2 10',
        'stroke-linecap': 'round',
      }),
      el('circle', { cx: 200, cy: 200, r: 104, fill: light }),
      el(
        'text',
        { 'font-family': SERIF, 'font-size': 25, 'letter-spacing': 2, fill: light, 'font-weight': 'bold' },
        el('textPath', { href: '#arc', startOffset: '50%', 'text-anchor': 'middle' }, escapeXml(name.toUpperCase())),
      ),
      c.emoji(emojiName, 200, 204, 140),
      ...[-22, 0, 22].map((dx) => el('circle', { cx: 200 + dx, cy: 336, r: 5, fill: light })),
    ].join(''),
    name,
  );
}

function landscape(seed, { sky, hills, sun = true, scene }) {
  const c = new Canvas(1200, 800, seed);
  const skyFill = c.linear('sky', [
    [0, sky[0]],
    [1, sky[1]],
  ]);
  const hillPaths = [
    `M0 520 C240 430 420 470 620 500 S1000 420 1200 470 V800 H0 Z`,
    `M0 600 C300 540 520 600 760 580 S1080 540 1200 570 V800 H0 Z`,
    `M0 690 C260 660 600 700 900 680 S1140 660 1200 670 V800 H0 Z`,
  ];
  return c.render(
    [
      el('rect', { width: 1200, height: 800, fill: skyFill }),
      sun ? glow(c, 950, 190, 220, '#fff6c9', 0.9) + el('circle', { cx: 950, cy: 190, r: 70, fill: '#ffe08a' }) : '',
      c.emoji('cloud', 260, 150, 150, { opacity: 0.9 }),
      c.emoji('cloud', 620, 110, 110, { opacity: 0.8 }),
      ...hillPaths.map((d, i) => el('path', { d, fill: hills[i] })),
      scene(c),
    ].join(''),
  );
}

function closeUp(seed, colours, items, sprinkle, title) {
  const c = new Canvas(800, 600, seed);
  return c.render(
    [
      background(c, colours),
      c.dots('#ffffff', 0.3, 38, 2),
      glow(c, 400, 300, 280, '#ffffff', 0.6),
      c.sprinkle(sprinkle, 6, { min: 44, max: 70, keepOut: 0.36 }),
      c.shadow(400, 480, 220, 26, 0.25),
      cluster(c, 400, 300, 1, items),
    ].join(''),
    title,
  );
}

function beehive(x, y, s = 1) {
  const box = (dy, tone) =>
    el('rect', { x: x - 60 * s, y: y + dy * s, width: 120 * s, height: 46 * s, rx: 6 * s, fill: tone });
  return (
    box(0, '#e9b949') +
    box(50, '#d9a636') +
    box(100, '#e9b949') +
    el('path', {
      d: `M${x - 74 * s} ${y + 2 * s} L${x} ${y - 40 * s} L${x + 74 * s} ${y + 2 * s} Z`,
      fill: '#8a5530',
    }) +
    el('rect', { x: x - 20 * s, y: y + 134 * s, width: 40 * s, height: 8 * s, rx: 4 * s, fill: '#5b3a1f' }) +
    el('rect', { x: x - 70 * s, y: y + 148 * s, width: 140 * s, height: 12 * s, rx: 4 * s, fill: '#6d4534' })
  );
}

const EPICERIE_PARTNERS = {
  'rucher-logo': () => emblem('rucher-logo', 'Rucher des Monts d’Or', 'honeybee', '#c8871f', '#fff4d6'),
  rucher: () =>
    landscape('rucher', {
      sky: ['#bfe3f5', '#f4f1d9'],
      hills: ['#a9cf7c', '#8dbd5e', '#76a84a'],
      scene: (c) =>
        [
          beehive(300, 470, 1.1),
          beehive(520, 500, 0.9),
          ...[0, 1, 2, 3, 4, 5, 6].map((i) => c.emoji('sunflower', 700 + i * 75, 640 + (i % 2) * 24, 120)),
          c.emoji('honeybee', 420, 330, 70, { rotate: -15 }),
          c.emoji('honeybee', 640, 380, 56, { rotate: 10 }),
          c.emoji('honeybee', 200, 380, 60, { rotate: 20 }),
          ...[0, 1, 2, 3, 4].map((i) => c.emoji('blossom', 80 + i * 110, 730 + (i % 2) * 20, 60)),
        ].join(''),
    }),
  'rucher-1': () =>
    closeUp(
      'rucher-1',
      ['#fdf1d8', '#f3cf8c'],
      [
        ['honey-pot', -140, 30, 220],
        ['honey-pot', 90, 10, 260],
        ['honeybee', 20, -150, 110, 15],
      ],
      ['blossom', 'sunflower'],
      'Les miels du rucher',
    ),
  'rucher-2': () =>
    closeUp(
      'rucher-2',
      ['#fff6d8', '#f5dd8a'],
      [
        ['sunflower', -120, 10, 300],
        ['honeybee', 110, -40, 180, -12],
        ['tulip', 160, 110, 140],
      ],
      ['blossom', 'honeybee'],
      'Abeille butinant un tournesol',
    ),
  'fromagerie-logo': () => emblem('fromagerie-logo', 'Fromagerie Bouvier', 'cow', '#2f6690', '#eef5fb'),
  fromagerie: () =>
    landscape('fromagerie', {
      sky: ['#b8def5', '#eef6e8'],
      hills: ['#9ccc72', '#7fb955', '#6aa544'],
      scene: (c) =>
        [
          el('path', { d: 'M80 520 L260 300 L340 380 L420 280 L620 520 Z', fill: '#8ba0b5' }),
          el('path', { d: 'M260 300 L300 350 L340 380 L360 350 L420 280 L390 330 Z', fill: '#eef3f7' }),
          c.emoji('house-with-garden', 960, 520, 180),
          c.emoji('cow', 330, 600, 170),
          c.emoji('cow', 560, 640, 150, { flip: true }),
          c.emoji('goat', 780, 690, 120),
          ...[0, 1, 2, 3].map((i) => c.emoji('evergreen-tree', 1050 + i * 40, 580 + (i % 2) * 20, 90)),
          ...[0, 1, 2, 3, 4, 5].map((i) => c.emoji('blossom', 90 + i * 190, 750 + (i % 2) * 14, 44)),
        ].join(''),
    }),
  'fromagerie-1': () =>
    closeUp(
      'fromagerie-1',
      ['#eaf1f7', '#c6d9ea'],
      [
        ['cheese-wedge', -150, 30, 240, -8],
        ['cheese-wedge', 110, 0, 280, 10],
        ['glass-of-milk', 0, -140, 130],
      ],
      ['cow', 'herb'],
      'Fromages fermiers affinés',
    ),
  'fromagerie-2': () =>
    closeUp(
      'fromagerie-2',
      ['#e7f4dc', '#bfe0a5'],
      [
        ['cow', -120, 10, 280],
        ['goat', 150, 40, 200, 0, { flip: true }],
      ],
      ['blossom', 'four-leaf-clover'],
      'Le troupeau au pâturage',
    ),
  'domaine-logo': () => emblem('domaine-logo', 'Domaine des Coteaux', 'grapes', '#7a2442', '#fbeef2'),
  domaine: () =>
    landscape('domaine', {
      sky: ['#ffd9b0', '#fff1dc'],
      hills: ['#b5c97a', '#9bb95f', '#86a74c'],
      scene: (c) => {
        const rows = [];
        for (let i = 0; i < 9; i++) {
          const x = -200 + i * 190;
          rows.push(
            el('path', {
              d: `M600 470 L${x} 800`,
              stroke: '#5e7f33',
              'stroke-width': 14,
              'stroke-linecap': 'round',
              opacity: 0.8,
            }),
          );
        }
        return [
          c.emoji('house-with-garden', 600, 430, 130),
          ...rows,
          c.emoji('grapes', 220, 700, 120, { rotate: -10 }),
          c.emoji('grapes', 960, 700, 120, { rotate: 10 }),
          c.emoji('deciduous-tree', 860, 440, 110),
          c.emoji('deciduous-tree', 340, 450, 100),
        ].join('');
      },
    }),
  'domaine-1': () =>
    closeUp(
      'domaine-1',
      ['#f8ebf1', '#e3bfd1'],
      [
        ['wine-glass', -110, 0, 280, -6],
        ['wine-glass', 110, 0, 280, 6],
        ['grapes', 0, 140, 140],
      ],
      ['grapes', 'fallen-leaf'],
      'Dégustation au domaine',
    ),
  'domaine-2': () =>
    closeUp(
      'domaine-2',
      ['#f1f0dc', '#d9d59d'],
      [
        ['basket', 0, 50, 300],
        ['grapes', -60, -70, 180, -12],
        ['grapes', 70, -60, 170, 14],
      ],
      ['fallen-leaf', 'grapes'],
      'Vendanges à la main',
    ),
};

/** Presqu'île de Lyon, stylised: two rivers, a street grid, a square with trees and the shop's pin. */
function epicerieMap() {
  const c = new Canvas(1200, 800, 'epicerie-map');
  const col = (i) => 240 + i * 100;
  const row = (j) => -40 + j * 118;
  const blocks = [];
  for (let j = 0; j < 8; j++) {
    for (let i = 0; i < 7; i++) {
      if (j === 3 && (i === 2 || i === 3)) continue; // the square
      const shop = j === 2 && i === 3;
      const tone = shop ? '#cfe6c9' : ['#ece3d2', '#e6dcc8', '#f0e8da'][(i * 3 + j) % 3];
      blocks.push(el('rect', { x: col(i), y: row(j), width: 82, height: 100, rx: 10, fill: tone }));
    }
  }
  const river = (d, width) =>
    el('path', { d, stroke: '#ffffff', 'stroke-width': width + 36, fill: 'none' }) +
    el('path', { d, stroke: '#a6cfe9', 'stroke-width': width, fill: 'none' });
  const bridge = (y, x1, x2) =>
    el('rect', { x: x1, y: y - 9, width: x2 - x1, height: 18, fill: '#ffffff', stroke: '#d9d0c0', 'stroke-width': 2 });
  const square = { x: col(2), y: row(3), w: 182, h: 100 };
  const pin = { x: col(3) + 41, y: row(2) + 62 };
  return c.render(
    [
      el('rect', { width: 1200, height: 800, fill: '#ffffff' }),
      el('path', { d: 'M0 0 H120 C80 200 150 420 100 800 H0 Z', fill: '#dbe8cf' }),
      el('path', { d: 'M1200 0 H1110 C1070 260 1140 520 1080 800 H1200 Z', fill: '#f1ece2' }),
      c.emoji('deciduous-tree', 40, 120, 54),
      c.emoji('deciduous-tree', 60, 420, 48),
      c.emoji('evergreen-tree', 30, 620, 50),
      river('M150 -20 C110 200 180 420 130 820', 70),
      river('M1070 -20 C1030 260 1100 520 1040 820', 110),
      bridge(row(1) - 9, 80, 230),
      bridge(row(5) - 9, 80, 230),
      bridge(row(2) - 9, 960, 1130),
      bridge(row(6) - 9, 960, 1130),
      ...blocks,
      el('rect', { x: col(3) - 18, y: 0, width: 18, height: 800, fill: '#fbe7b0', opacity: 0.7 }),
      el('rect', { x: square.x, y: square.y, width: square.w, height: square.h, rx: 12, fill: '#cfe5c2' }),
      c.emoji('deciduous-tree', square.x + 28, square.y + 30, 44),
      c.emoji('deciduous-tree', square.x + square.w - 28, square.y + 30, 44),
      c.emoji('deciduous-tree', square.x + 28, square.y + 74, 40),
      c.emoji('deciduous-tree', square.x + square.w - 28, square.y + 74, 40),
      el('circle', {
        cx: square.x + square.w / 2,
        cy: square.y + square.h / 2,
        r: 20,
        fill: '#a6cfe9',
        stroke: '#fff',
        'stroke-width': 5,
      }),
      marker(col(2) - 9, row(5) - 9, '#d6243b', 'M'),
      marker(col(6) + 82 + 24, row(4) - 9, '#6a3fa0', 'T'),
      marker(col(1) - 9, row(2) - 9, '#2d6a9f', 'P'),
      // The shop.
      c.shadow(pin.x, pin.y, 30, 8, 0.4),
      el('path', {
        d: `M${pin.x} ${pin.y} C${pin.x - 30} ${pin.y - 38} ${pin.x - 48} ${pin.y - 60} ${pin.x - 48} ${pin.y - 88} A48 48 0 0 1 ${pin.x + 48} ${pin.y - 88} C${pin.x + 48} ${pin.y - 60} ${pin.x + 30} ${pin.y - 38} ${pin.x} ${pin.y} Z`,
        fill: EPICERIE.green,
        stroke: '#fff',
        'stroke-width': 5,
      }),
      el('circle', { cx: pin.x, cy: pin.y - 88, r: 28, fill: '#fff' }),
      c.emoji('basket', pin.x, pin.y - 87, 36),
      el('rect', {
        x: pin.x + 62,
        y: pin.y - 118,
        width: 250,
        height: 58,
        rx: 29,
        fill: '#fff',
        stroke: '#d9d0c0',
        'stroke-width': 2,
      }),
      el(
        'text',
        {
          x: pin.x + 187,
          y: pin.y - 82,
          'font-family': SANS,
          'font-size': 23,
          'font-weight': 'bold',
          'text-anchor': 'middle',
          fill: EPICERIE.darkGreen,
        },
        'Épicerie du Marché',
      ),
      el(
        'text',
        {
          x: 0,
          y: 0,
          'font-family': SANS,
          'font-size': 22,
          'font-style': 'italic',
          fill: '#4f87ad',
          transform: 'translate(138 700) rotate(-82)',
        },
        'Saône',
      ),
      el(
        'text',
        {
          x: 0,
          y: 0,
          'font-family': SANS,
          'font-size': 24,
          'font-style': 'italic',
          fill: '#4f87ad',
          transform: 'translate(1058 420) rotate(-88)',
        },
        'Rhône',
      ),
    ].join(''),
    "Plan d'accès : 12 place du Marché, Lyon 2e",
  );
}

function marker(x, y, colour, letter) {
  return (
    el('circle', { cx: x, cy: y, r: 20, fill: colour, stroke: '#fff', 'stroke-width': 4 }) +
    el(
      'text',
      {
        x,
        y: y + 7,
        'font-family': SANS,
        'font-size': 21,
        'font-weight': 'bold',
        'text-anchor': 'middle',
        fill: '#fff',
      },
      letter,
    )
  );
}

// ---------------------------------------------------------------------------------------------------------
// Traiteur Saveurs & Co

const TRAITEUR = { terracotta: '#b4492f', burgundy: '#6d1f2a', cream: '#fbf1e7', linen: '#fffaf4' };

function traiteurHero() {
  const c = new Canvas(1600, 900, 'traiteur-hero');
  const wall = c.linear('wall', [
    [0, '#f3dccb'],
    [1, '#e3b99c'],
  ]);
  const garland = [];
  for (let i = 0; i < 16; i++) {
    const x = 50 + i * 100;
    const y = 90 + Math.sin((i / 15) * Math.PI) * 70;
    garland.push(el('circle', { cx: x, cy: y, r: 12, fill: '#fff3c4' }), glow(c, x, y, 40, '#fff3c4', 0.6));
  }
  const cloth =
    el('rect', { x: 0, y: 600, width: 1600, height: 300, fill: '#f8eee2' }) +
    el('rect', { x: 0, y: 600, width: 1600, height: 22, fill: '#f1e4d4' }) +
    [0, 1, 2, 3, 4, 5, 6, 7]
      .map((i) =>
        el('path', {
          d: `M${100 + i * 200} 640 Q${110 + i * 200} 780 ${95 + i * 200} 900`,
          stroke: '#eadbc8',
          'stroke-width': 6,
          fill: 'none',
        }),
      )
      .join('') +
    el('rect', { x: 0, y: 640, width: 1600, height: 60, fill: TRAITEUR.terracotta, opacity: 0.9 }) +
    el('rect', { x: 0, y: 652, width: 1600, height: 6, fill: '#fbf1e7', opacity: 0.7 }) +
    el('rect', { x: 0, y: 684, width: 1600, height: 6, fill: '#fbf1e7', opacity: 0.7 });
  const dish = (x, r) =>
    c.shadow(x, 626, r + 20, 12, 0.3) +
    el('ellipse', { cx: x, cy: 612, rx: r + 10, ry: 22, fill: '#ffffff', stroke: '#e7dccd', 'stroke-width': 3 });
  const body = [
    el('rect', { width: 1600, height: 900, fill: wall }),
    c.dots('#b4492f', 0.12, 46, 2.6),
    el('path', { d: 'M0 60 Q800 230 1600 60', stroke: '#7d5a3c', 'stroke-width': 3, fill: 'none' }),
    ...garland,
    shelf(c, 360, { tone: '#8a4b32', x: 80, width: 380 }),
    shelf(c, 360, { tone: '#8a4b32', x: 1140, width: 380 }),
    cluster(c, 0, 360, 1, [
      ['bottle-with-popping-cork', 150, -50, 100, -6],
      ['wine-glass', 240, -40, 80],
      ['wine-glass', 310, -40, 80],
      ['amphora', 400, -48, 96],
      ['teapot', 1200, -42, 84],
      drawn((c, x, y, s) => jamJar(c, x, y, s, 'cherry'), 1290, -40, 80),
      ['bouquet', 1400, -52, 110],
    ]),
    cloth,
    dish(240, 120),
    c.emoji('shallow-pan-of-food', 240, 540, 220),
    dish(520, 100),
    c.emoji('green-salad', 520, 548, 190),
    dish(790, 110),
    c.emoji('pie', 790, 548, 200),
    dish(1060, 100),
    c.emoji('pot-of-food', 1060, 540, 200),
    dish(1330, 110),
    c.emoji('shortcake', 1330, 540, 200),
    cluster(c, 0, 0, 1, [
      ['wine-glass', 650, 560, 110],
      ['wine-glass', 930, 560, 110],
      ['baguette-bread', 1190, 590, 140, -70],
      ['croissant', 380, 590, 90],
      ['fork-and-knife-with-plate', 1500, 590, 120],
      ['bread', 80, 590, 110],
    ]),
  ];
  return c.render(body.join(''), 'Buffet dressé : plats mijotés, salades, tartes et desserts');
}

function traiteurLogo() {
  const c = new Canvas(160, 160, 'traiteur-logo');
  return c.render(
    [
      el('rect', { width: 160, height: 160, rx: 36, fill: TRAITEUR.terracotta }),
      el('circle', { cx: 80, cy: 80, r: 62, fill: TRAITEUR.cream }),
      el('circle', {
        cx: 80,
        cy: 80,
        r: 54,
        fill: 'none',
        stroke: TRAITEUR.burgundy,
        'stroke-width': 2,
        'stroke-dasharray': '3 6',
      }),
      c.emoji('pot-of-food', 80, 84, 80),
    ].join(''),
    'Traiteur Saveurs & Co',
  );
}

const TRAITEUR_SERVICES = {
  'buffets-1': () => {
    const c = new Canvas(720, 1280, 'traiteur-buffets-1');
    const content =
      c.shadow(360, 930, 250, 30, 0.3) +
      el('rect', { x: 110, y: 800, width: 500, height: 110, rx: 16, fill: TRAITEUR.linen }) +
      el('rect', { x: 110, y: 820, width: 500, height: 26, fill: TRAITEUR.terracotta, opacity: 0.85 }) +
      cluster(c, 360, 700, 1, [
        ['shallow-pan-of-food', -120, 20, 220],
        ['pot-of-food', 120, 20, 210],
        ['green-salad', 0, -170, 200],
        ['baguette-bread', -160, -200, 150, -40],
        ['wine-glass', 160, -200, 130],
      ]);
    return c.render(
      poster(c, {
        colours: ['#f7e2d2', '#e6b08f'],
        arch: TRAITEUR.cream,
        sprinkle: ['herb', 'garlic', 'tomato'],
        content,
      }),
      'Buffet chaud et froid',
    );
  },
  'cocktails-1': () => {
    const c = new Canvas(720, 1280, 'traiteur-cocktails-1');
    const tray =
      c.shadow(360, 880, 260, 28, 0.3) +
      el('ellipse', { cx: 360, cy: 820, rx: 260, ry: 70, fill: '#caa56a' }) +
      el('ellipse', { cx: 360, cy: 810, rx: 240, ry: 60, fill: '#e8cc92' });
    const content =
      tray +
      cluster(c, 360, 700, 1, [
        ['clinking-glasses', 0, -200, 300],
        ['sandwich', -140, 80, 150, -10],
        ['croissant', 0, 100, 130],
        ['cheese-wedge', 140, 80, 130, 12],
        ['olive', 60, 40, 60],
        ['tomato', -60, 40, 64],
      ]);
    return c.render(
      poster(c, { colours: ['#f4e1e4', '#d9a3ad'], arch: '#fdf5f6', sprinkle: ['sparkles', 'confetti-ball'], content }),
      'Cocktail dînatoire et bouchées',
    );
  },
  'mariages-1': () => {
    const c = new Canvas(720, 1280, 'traiteur-mariages-1');
    const cake = (y, w, h, tone) =>
      el('rect', { x: 360 - w / 2, y, width: w, height: h, rx: 14, fill: tone, stroke: '#e3c2ae', 'stroke-width': 3 });
    const content =
      c.shadow(360, 930, 250, 28, 0.3) +
      cake(800, 420, 120, '#fff6ec') +
      cake(690, 320, 120, '#fdeee0') +
      cake(590, 220, 110, '#fff6ec') +
      [800, 690, 590]
        .map((y, i) =>
          el('rect', {
            x: 360 - [210, 160, 110][i],
            y: y + 40,
            width: [420, 320, 220][i],
            height: 14,
            fill: '#e8b4a8',
          }),
        )
        .join('') +
      cluster(c, 360, 560, 1, [
        ['rose', -40, -20, 110, -20],
        ['rose', 40, -20, 110, 20],
        ['strawberry', 0, -10, 80],
        ['bouquet', -190, 300, 140, -20],
        ['clinking-glasses', 190, 290, 140],
      ]);
    return c.render(
      poster(c, {
        colours: ['#f8e8e4', '#e8c1b6'],
        arch: '#fffaf7',
        sprinkle: ['white-heart', 'sparkles', 'rose'],
        content,
      }),
      'Pièce montée et réception de mariage',
    );
  },
  'plats-1': () => {
    const c = new Canvas(720, 1280, 'traiteur-plats-1');
    const cloth = c.def(
      'cloth',
      el(
        'pattern',
        { id: 'cloth', width: 40, height: 40, patternUnits: 'userSpaceOnUse' },
        el('rect', { width: 40, height: 40, fill: '#fff' }) +
          el('rect', { width: 20, height: 40, fill: TRAITEUR.terracotta, opacity: 0.5 }) +
          el('rect', { width: 40, height: 20, fill: TRAITEUR.terracotta, opacity: 0.5 }),
      ),
    );
    const content =
      el('path', { d: 'M170 740 H550 L610 900 H110 Z', fill: cloth }) +
      cluster(c, 360, 700, 1, [
        ['green-salad', -120, 20, 180],
        ['baguette-bread', 130, 10, 200, -60],
        ['pot-of-food', -50, 110, 240],
        ['poultry-leg', 150, 130, 150, -20],
      ]);
    return c.render(
      poster(c, {
        colours: ['#f5e9d6', '#e3c59b'],
        arch: TRAITEUR.cream,
        sprinkle: ['herb', 'garlic', 'onion'],
        content,
      }),
      'Plats du jour à emporter',
    );
  },
};

const TRAITEUR_PRODUCTS = {
  quiche: () =>
    productImage(
      'traiteur-quiche',
      'traiteur',
      [
        ['pie', 0, 20, 440],
        ['egg', 190, 160, 110, 20],
      ],
      { sprinkle: ['herb', 'onion'], title: 'Quiche lorraine' },
    ),
  lasagnes: () =>
    productImage(
      'traiteur-lasagnes',
      'traiteur',
      [
        ['shallow-pan-of-food', 0, 20, 460],
        ['tomato', 190, 170, 110],
      ],
      { sprinkle: ['herb', 'tomato'], title: 'Lasagnes maison' },
    ),
  salade: () =>
    productImage(
      'traiteur-salade',
      'traiteur',
      [
        ['green-salad', 0, 20, 440],
        ['avocado', 190, 160, 120, 14],
      ],
      { sprinkle: ['cucumber', 'tomato', 'leafy-green'], title: 'Salade composée' },
    ),
  fraisier: () =>
    productImage(
      'traiteur-fraisier',
      'traiteur',
      [
        ['shortcake', -10, 10, 440],
        ['strawberry', 190, 160, 120, 12],
      ],
      { sprinkle: ['strawberry', 'blossom'], title: 'Fraisier' },
    ),
};

// ---------------------------------------------------------------------------------------------------------
// Placeholder: the default logo and product image, a friendly picture icon.

function placeholder() {
  const c = new Canvas(400, 400, 'placeholder');
  const bg = c.linear(
    'bg',
    [
      [0, '#f2f5f1'],
      [1, '#dde7df'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  return c.render(
    [
      el('rect', { width: 400, height: 400, fill: bg }),
      el('rect', {
        x: 96,
        y: 116,
        width: 208,
        height: 168,
        rx: 22,
        fill: '#ffffff',
        stroke: '#9fb3a5',
        'stroke-width': 8,
      }),
      el('circle', { cx: 248, cy: 166, r: 20, fill: '#f2c46d' }),
      el('path', { d: 'M112 268 L168 200 L206 242 L232 214 L288 268 Z', fill: '#7fae8c' }),
      el('path', { d: 'M168 200 L206 242 L186 268 H112 Z', fill: '#5f9470', opacity: 0.55 }),
    ].join(''),
    'Image à venir',
  );
}

// ---------------------------------------------------------------------------------------------------------
// Output

const LICENCE = `Illustrations under /seed are composed from Fluent Emoji (flat style) by Microsoft,
as packaged in the npm module "fluentui-emoji" (https://github.com/MKAbuMattar/fluentui-emoji),
generated by scripts/generate-seed-images.mjs.

Fluent Emoji: Copyright (c) Microsoft Corporation. Licensed under the MIT License.
Package "fluentui-emoji":

${readFileSync(join(ROOT, 'node_modules/fluentui-emoji/LICENSE'), 'utf8').trim()}
`;

const prefixed = (dir, table) =>
  Object.fromEntries(Object.entries(table).map(([name, draw]) => [`${dir}/${name}.svg`, draw]));

const FILES = {
  'epicerie/logo.svg': epicerieLogo,
  'epicerie/hero.svg': epicerieHero,
  'epicerie/highlight-paniers.svg': epicerieHighlightPaniers,
  'epicerie/highlight-fromages.svg': epicerieHighlightFromages,
  'epicerie/map.svg': epicerieMap,
  ...prefixed('epicerie/products', EPICERIE_PRODUCTS),
  ...prefixed('epicerie/services', EPICERIE_SERVICES),
  ...prefixed('epicerie/team', EPICERIE_TEAM),
  ...prefixed('epicerie/partners', EPICERIE_PARTNERS),
  'traiteur/logo.svg': traiteurLogo,
  'traiteur/hero.svg': traiteurHero,
  ...prefixed('traiteur/services', TRAITEUR_SERVICES),
  ...prefixed('traiteur/products', TRAITEUR_PRODUCTS),
};

rmSync(SEED_DIR, { recursive: true, force: true });
let total = 0;
for (const [path, draw] of Object.entries(FILES)) {
  const svg = draw();
  const out = join(SEED_DIR, path);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, svg);
  total += svg.length;
}
writeFileSync(join(SEED_DIR, 'LICENSE-fluent-emoji.txt'), LICENCE);
writeFileSync(join(PUBLIC_DIR, 'placeholder.svg'), placeholder());
console.log(
  `${Object.keys(FILES).length} images in web/public/seed (${Math.round(total / 1024)} KB) + placeholder.svg`,
);
