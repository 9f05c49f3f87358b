// Traiteur Saveurs & Co: hero, logo, services' posters and products.
import { jamJar, poster, productImage, shelf } from './scenery';
import { Canvas, cluster, drawn, el, glow } from './svg';

const TRAITEUR = { terracotta: '#b4492f', burgundy: '#6d1f2a', cream: '#fbf1e7', linen: '#fffaf4' };

export function traiteurHero(): string {
  const c = new Canvas(1600, 900, 'traiteur-hero');
  const wall = c.linear('wall', [
    [0, '#f3dccb'],
    [1, '#e3b99c'],
  ]);
  const garland: string[] = [];
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
  const dish = (x: number, r: number) =>
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

export function traiteurLogo(): string {
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

export const TRAITEUR_SERVICES: Record<string, () => string> = {
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
    const cake = (y: number, w: number, h: number, tone: string) =>
      el('rect', { x: 360 - w / 2, y, width: w, height: h, rx: 14, fill: tone, stroke: '#e3c2ae', 'stroke-width': 3 });
    // One ribbon per tier: [tier's top, width].
    const ribbons: [y: number, width: number][] = [
      [800, 420],
      [690, 320],
      [590, 220],
    ];
    const content =
      c.shadow(360, 930, 250, 28, 0.3) +
      cake(800, 420, 120, '#fff6ec') +
      cake(690, 320, 120, '#fdeee0') +
      cake(590, 220, 110, '#fff6ec') +
      ribbons
        .map(([y, width]) => el('rect', { x: 360 - width / 2, y: y + 40, width, height: 14, fill: '#e8b4a8' }))
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

export const TRAITEUR_PRODUCTS: Record<string, () => string> = {
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
