// Épicerie du Marché's partners: a round emblem, a landscape and two close-ups each.
import { Canvas, type ClusterItem, type Gradient, SERIF, cluster, el, escapeXml, glow, background } from './svg';

function emblem(seed: string, name: string, emojiName: string, colour: string, light: string): string {
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

interface LandscapeOptions {
  sky: Gradient;
  /** Back to front. */
  hills: readonly [string, string, string];
  sun?: boolean;
  scene: (c: Canvas) => string;
}

function landscape(seed: string, { sky, hills, sun = true, scene }: LandscapeOptions): string {
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

function closeUp(
  seed: string,
  colours: Gradient,
  items: ClusterItem[],
  sprinkle: readonly string[],
  title: string,
): string {
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

function beehive(x: number, y: number, s = 1): string {
  const box = (dy: number, tone: string) =>
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

export const EPICERIE_PARTNERS: Record<string, () => string> = {
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
        const rows: string[] = [];
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
