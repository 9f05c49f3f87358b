import { BRAND, INK, LINE, MockText } from './mockup-parts';

export type FruitKind = 'tomato' | 'lemon' | 'apple';

/** A stylised fruit centred on (x, y). */
export function Fruit({ kind, x, y, r }: { kind: FruitKind; x: number; y: number; r: number }) {
  const highlight = <circle cx={x - r * 0.35} cy={y - r * 0.3} r={r * 0.22} fill="#fff" opacity="0.35" />;
  if (kind === 'lemon') {
    return (
      <g>
        <ellipse cx={x} cy={y} rx={r * 1.15} ry={r * 0.9} fill="#f5c842" />
        <circle cx={x + r * 1.12} cy={y} r={r * 0.16} fill="#e8b52e" />
        {highlight}
      </g>
    );
  }
  const body = kind === 'tomato' ? '#e4572e' : '#9ccc65';
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={body} />
      {kind === 'tomato' ? (
        <path
          d={`M${x - r * 0.45} ${y - r * 0.82} L${x} ${y - r * 0.6} L${x + r * 0.45} ${y - r * 0.82} L${x + r * 0.2} ${y - r * 1.02} L${x} ${y - r * 0.9} L${x - r * 0.2} ${y - r * 1.02} Z`}
          fill="#3f8f3f"
        />
      ) : (
        <>
          <path
            d={`M${x} ${y - r * 0.85} q ${r * 0.05} ${-r * 0.35} ${r * 0.25} ${-r * 0.5}`}
            stroke="#6d4c2f"
            strokeWidth={r * 0.12}
            fill="none"
            strokeLinecap="round"
          />
          <ellipse
            cx={x + r * 0.45}
            cy={y - r * 1.15}
            rx={r * 0.32}
            ry={r * 0.15}
            fill="#4f9a44"
            transform={`rotate(-25 ${x + r * 0.45} ${y - r * 1.15})`}
          />
        </>
      )}
      {highlight}
    </g>
  );
}

export interface Product {
  name: string;
  price: string;
  fruit: FruitKind;
  tint: string;
}

export const PRODUCTS: readonly Product[] = [
  { name: 'Tomates anciennes', price: '4,90 € / kg', fruit: 'tomato', tint: '#fdebe7' },
  { name: 'Citrons de Menton', price: '6,50 € / kg', fruit: 'lemon', tint: '#fff6d9' },
  { name: 'Pommes reinettes', price: '3,20 € / kg', fruit: 'apple', tint: '#edf6e4' },
];

/** A product tile: picture, name and price. */
export function ProductTile({
  product,
  x,
  y,
  width,
  height,
  scale = 1,
}: {
  product: Product;
  x: number;
  y: number;
  width: number;
  height: number;
  scale?: number;
}) {
  const picture = height * 0.52;
  return (
    <g>
      <rect x={x} y={y} width={width} height={height} rx={12 * scale} fill="#fff" stroke={LINE} />
      <rect
        x={x + 6 * scale}
        y={y + 6 * scale}
        width={width - 12 * scale}
        height={picture}
        rx={8 * scale}
        fill={product.tint}
      />
      <Fruit kind={product.fruit} x={x + width / 2} y={y + 6 * scale + picture / 2 + 2 * scale} r={picture * 0.27} />
      <MockText size={12.5 * scale} weight={600} x={x + 12 * scale} y={y + picture + 26 * scale} fill={INK}>
        {product.name}
      </MockText>
      <MockText size={12 * scale} weight={600} x={x + 12 * scale} y={y + picture + 44 * scale} fill={BRAND}>
        {product.price}
      </MockText>
    </g>
  );
}
