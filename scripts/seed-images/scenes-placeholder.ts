// Placeholder: the default logo and product image, a friendly picture icon (web/public/placeholder.svg).
import { Canvas, el } from './svg';

export function placeholder(): string {
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
