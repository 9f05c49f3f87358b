// Épicerie du Marché: the services' 9:16 posters and the team's portraits.
import { EPICERIE } from './scenes-epicerie';
import { jamJar, poster, ribbon } from './scenery';
import { Canvas, type Gradient, background, cluster, drawn, el, glow } from './svg';

export const EPICERIE_SERVICES: Record<string, () => string> = {
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

// Team portraits.
function portrait(seed: string, emojiName: string, colours: Gradient, accent: string): string {
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

export const EPICERIE_TEAM: Record<string, () => string> = {
  claire: () => portrait('team-claire', 'woman-cook-medium-light', ['#f6e3c8', '#e9c290'], '#fff4e2'),
  julien: () => portrait('team-julien', 'man-cook-light', ['#dde9f3', '#b3cde3'], '#f4f9fd'),
  amina: () => portrait('team-amina', 'woman-farmer-medium', ['#e3f1da', '#b8dca3'], '#f6fbf1'),
};
