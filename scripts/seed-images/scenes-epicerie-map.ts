// Épicerie du Marché: the access map.
import { EPICERIE } from './scenes-epicerie';
import { Canvas, SANS, el } from './svg';

/** Presqu'île de Lyon, stylised: two rivers, a street grid, a square with trees and the shop's pin. */
export function epicerieMap(): string {
  const c = new Canvas(1200, 800, 'epicerie-map');
  const col = (i: number) => 240 + i * 100;
  const row = (j: number) => -40 + j * 118;
  const blocks: string[] = [];
  for (let j = 0; j < 8; j++) {
    for (let i = 0; i < 7; i++) {
      if (j === 3 && (i === 2 || i === 3)) continue; // the square
      const shop = j === 2 && i === 3;
      const tone = shop ? '#cfe6c9' : ['#ece3d2', '#e6dcc8', '#f0e8da'][(i * 3 + j) % 3];
      blocks.push(el('rect', { x: col(i), y: row(j), width: 82, height: 100, rx: 10, fill: tone }));
    }
  }
  const river = (d: string, width: number) =>
    el('path', { d, stroke: '#ffffff', 'stroke-width': width + 36, fill: 'none' }) +
    el('path', { d, stroke: '#a6cfe9', 'stroke-width': width, fill: 'none' });
  const bridge = (y: number, x1: number, x2: number) =>
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

/** A transit stop: a coloured disc with its line's letter. */
function marker(x: number, y: number, colour: string, letter: string): string {
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
