import { BRAND, CREAM, INK, LINE, MUTED, MockText, SoftShadow, type MockupIds } from './mockup-parts';
import { Fruit, PRODUCTS, ProductTile } from './mockup-product';

const NAV = ['Accueil', 'Produits', 'Horaires', 'Contact'];

/** A shop's home page in a desktop browser window, 720 × 500. */
export function MockupBrowser({ ids, x, y }: { ids: MockupIds; x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <SoftShadow width={720} height={500} rx={16} />
      <rect width="720" height="500" rx="16" fill="#fff" />
      <path d="M0 16a16 16 0 0 1 16-16h688a16 16 0 0 1 16 16v28H0z" fill="#f4efe6" />
      <line x1="0" y1="44" x2="720" y2="44" stroke={LINE} />
      {[24, 44, 64].map((cx) => (
        <circle key={cx} cx={cx} cy="22" r="5.5" fill="#ddd5c6" />
      ))}
      <rect x="230" y="11" width="260" height="22" rx="11" fill="#fff" stroke={LINE} />
      <MockText size={11} x="360" y="26" textAnchor="middle" fill={MUTED}>
        epicerie-du-marche.fr
      </MockText>

      <circle cx="40" cy="72" r="13" fill={BRAND} />
      <path d="M33 70h14l-2-5h-10z M35 73h10v6h-10z" fill={CREAM} />
      <MockText size={17} weight={600} serif x="62" y="77" fill={INK}>
        Épicerie du Marché
      </MockText>
      {NAV.map((label, index) => (
        <MockText
          size={12}
          weight={index === 0 ? 600 : 400}
          key={label}
          x={410 + index * 72}
          y="76"
          fill={index === 0 ? INK : MUTED}
        >
          {label}
        </MockText>
      ))}
      <rect x="410" y="84" width="46" height="2" rx="1" fill={BRAND} />
      <line x1="0" y1="100" x2="720" y2="100" stroke={LINE} />

      <rect x="24" y="116" width="672" height="184" rx="14" fill={`url(#${ids.gradient})`} />
      <MockText size={10} weight={600} x="52" y="152" letterSpacing="1.5" fill="#fff" opacity="0.85">
        PRODUITS FRAIS · VRAC · ÉPICERIE FINE
      </MockText>
      <MockText size={30} weight={600} serif fill="#fff">
        <tspan x="52" y="192">
          Le goût du marché,
        </tspan>
        <tspan x="52" y="228">
          à deux pas de chez vous
        </tspan>
      </MockText>
      <rect x="52" y="250" width="138" height="32" rx="16" fill={CREAM} />
      <MockText size={12} weight={600} x="121" y="270" textAnchor="middle" fill={BRAND}>
        Voir nos produits
      </MockText>
      <rect x="200" y="250" width="118" height="32" rx="16" fill="none" stroke="#fff" strokeOpacity="0.7" />
      <MockText size={12} weight={600} x="259" y="270" textAnchor="middle" fill="#fff">
        Nos horaires
      </MockText>
      <Crate x={500} y={222} />

      <MockText size={16} weight={600} serif x="24" y="334" fill={INK}>
        Nos produits du moment
      </MockText>
      {PRODUCTS.map((product, index) => (
        <ProductTile key={product.name} product={product} x={24 + index * 232} y={348} width={208} height={134} />
      ))}
    </g>
  );
}

/** A wooden crate of produce for the shop's banner. */
function Crate({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <Fruit kind="tomato" x={x + 34} y={y - 4} r={22} />
      <Fruit kind="lemon" x={x + 84} y={y - 10} r={19} />
      <Fruit kind="apple" x={x + 134} y={y - 2} r={20} />
      <Fruit kind="tomato" x={x + 62} y={y + 8} r={18} />
      <Fruit kind="apple" x={x + 108} y={y + 10} r={17} />
      <rect x={x} y={y + 14} width="170" height="56" rx="6" fill="#b7895a" />
      <rect x={x} y={y + 14} width="170" height="10" rx="4" fill="#c99b6b" />
      <line x1={x + 8} y1={y + 42} x2={x + 162} y2={y + 42} stroke="#a0764b" strokeWidth="2" />
      <rect x={x + 55} y={y + 30} width="60" height="24" rx="4" fill={CREAM} />
      <MockText size={11} weight={600} serif x={x + 85} y={y + 46} textAnchor="middle" fill={INK}>
        Local
      </MockText>
    </g>
  );
}
