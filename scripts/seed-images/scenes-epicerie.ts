// Épicerie du Marché: the market-stall hero, the logo and the two highlight posters.
import { awning, crate, jamJar, poster, priceTag, shelf, woodCounter } from './scenery';
import { Canvas, cluster, drawn, el } from './svg';

export const EPICERIE = {
  green: '#2f7d3a',
  darkGreen: '#1f5129',
  cream: '#fbf5e9',
  wall: ['#f7ecd8', '#ecd3ab'],
} as const;

export function epicerieHero(): string {
  const c = new Canvas(1600, 900, 'epicerie-hero');
  const wallFill = c.linear('wall', [
    [0, EPICERIE.wall[0]],
    [1, EPICERIE.wall[1]],
  ]);
  const hanging: [x: number, name: string, y: number][] = [
    [240, 'garlic', 250],
    [330, 'onion', 230],
    [1270, 'herb', 240],
    [1360, 'garlic', 262],
  ];
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
    ...hanging.map(
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
function produceCrate(c: Canvas, x: number, name: string, size: number, tone: string): string {
  const w = 240;
  const top = 696;
  const items: string[] = [];
  for (let i = 0; i < 3; i++)
    items.push(c.emoji(name, x + 52 + i * 68, top - 52, size, { rotate: (i % 2 ? -1 : 1) * 14 }));
  for (let i = 0; i < 4; i++)
    items.push(c.emoji(name, x + 30 + i * 60, top - 18, size, { rotate: (i % 2 ? 1 : -1) * 10 }));
  return c.shadow(x + w / 2, top + 64, w / 2 + 10, 14) + items.join('') + crate(c, x, top, w, 60, tone);
}

export function epicerieLogo(): string {
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

export function epicerieHighlightPaniers(): string {
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

export function epicerieHighlightFromages(): string {
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
