import { BRAND, BRAND_PRIMARY, CREAM, INK, LINE, MUTED, SoftShadow, MockText, type MockupIds } from './mockup-parts';
import { PRODUCTS, ProductTile } from './mockup-product';

/** The same shop on a phone, 216 × 440. */
export function MockupPhone({ ids, x, y }: { ids: MockupIds; x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <SoftShadow width={216} height={440} rx={36} />
      <rect width="216" height="440" rx="36" fill="#1c211c" />
      <rect x="9" y="9" width="198" height="422" rx="28" fill="#fff" />
      <rect x="78" y="18" width="60" height="16" rx="8" fill="#1c211c" />
      <MockText size={10} weight={600} x="30" y="31" fill={INK}>
        9:41
      </MockText>

      <circle cx="30" cy="60" r="9" fill={BRAND} />
      <MockText size={12} weight={600} serif x="45" y="64" fill={INK}>
        Épicerie du Marché
      </MockText>
      {[55, 60, 65].map((lineY) => (
        <line
          key={lineY}
          x1="178"
          y1={lineY}
          x2="192"
          y2={lineY}
          stroke={INK}
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      ))}

      <rect x="18" y="80" width="180" height="150" rx="14" fill={`url(#${ids.gradient})`} />
      <MockText size={7.5} weight={600} x="32" y="104" letterSpacing="1" fill="#fff" opacity="0.85">
        PRODUITS FRAIS · VRAC
      </MockText>
      <MockText size={17} weight={600} serif fill="#fff">
        <tspan x="32" y="128">
          Le goût du marché,
        </tspan>
        <tspan x="32" y="149">
          à deux pas
        </tspan>
        <tspan x="32" y="170">
          de chez vous
        </tspan>
      </MockText>
      <rect x="32" y="188" width="100" height="26" rx="13" fill={CREAM} />
      <MockText size={9.5} weight={600} x="82" y="204.5" textAnchor="middle" fill={BRAND}>
        Voir nos produits
      </MockText>

      <rect x="18" y="242" width="180" height="66" rx="12" fill={CREAM} stroke={LINE} />
      <circle cx="33" cy="261" r="4" fill={BRAND_PRIMARY} />
      <MockText size={10} weight={600} x="43" y="265" fill={INK}>
        Ouvert aujourd’hui
      </MockText>
      <MockText size={10} x="30" y="284" fill={MUTED}>
        08:30 – 13:00
      </MockText>
      <MockText size={10} x="30" y="299" fill={MUTED}>
        15:30 – 19:30
      </MockText>

      {PRODUCTS.slice(0, 2).map((product, index) => (
        <ProductTile
          key={product.name}
          product={product}
          x={18 + index * 94}
          y={320}
          width={86}
          height={98}
          scale={0.62}
        />
      ))}
      <rect x="78" y="422" width="60" height="4" rx="2" fill="#d6d0c4" />
    </g>
  );
}
