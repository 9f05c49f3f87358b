import { BRAND, INK, MockText, MUTED, SoftShadow } from './mockup-parts';

export interface MockupToastProps {
  x: number;
  y: number;
  width: number;
  title: string;
  detail: string;
  glyph: 'check' | 'image';
}

/** A back-office notification floating over the mock-ups: what the owner sees after a change. */
export function MockupToast({ x, y, width, title, detail, glyph }: MockupToastProps) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <SoftShadow width={width} height={58} rx={14} />
      <rect width={width} height="58" rx="14" fill="#fff" />
      <circle cx="29" cy="29" r="15" fill="var(--ck-colors-brand-subtle)" />
      {glyph === 'check' ? (
        <path
          d="M22.5 29.5l4.5 4.5 9-9.5"
          stroke={BRAND}
          strokeWidth="2.4"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <g stroke={BRAND} strokeWidth="2" fill="none" strokeLinejoin="round">
          <rect x="21" y="22" width="16" height="14" rx="2.5" />
          <path d="M21.5 33l4.5-4.5 3.5 3.5 2.5-2.5 4.5 4.5" />
        </g>
      )}
      <MockText size={12} weight={600} x="54" y="25" fill={INK}>
        {title}
      </MockText>
      <MockText size={10.5} x="54" y="42" fill={MUTED}>
        {detail}
      </MockText>
    </g>
  );
}
