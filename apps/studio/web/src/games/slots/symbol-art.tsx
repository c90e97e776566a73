import type { SlotGameInfo } from '@platform/contracts';
import { FALLBACK_GLYPH, GLYPHS, type GlyphTone } from './symbol-glyphs';

const TONES = {
  gold: ['#fff6c2', '#f5b301', '#8a4f00'],
  ruby: ['#ffd0d4', '#e8354a', '#6e0b1c'],
  emerald: ['#d2ffe1', '#21b35a', '#0a4f27'],
  sapphire: ['#d6e9ff', '#3380ea', '#132f7a'],
  amethyst: ['#f0dcff', '#a152e6', '#45186f'],
  amber: ['#ffe3c4', '#ff8a1f', '#7a3300'],
  teal: ['#d0fbf6', '#19b8a6', '#0a4d46'],
  silver: ['#ffffff', '#dfe5f2', '#7d879e'],
  rose: ['#ffe3ee', '#ff6fa3', '#8e1d4d'],
  bronze: ['#ffd9a8', '#b8692b', '#4a2409'],
  scatter: ['#ffe0f3', '#ff3ea5', '#6a0d45'],
} as const satisfies Record<GlyphTone | 'scatter', readonly [string, string, string]>;
export type Tone = keyof typeof TONES;

const HIGH_TONES: readonly Tone[] = ['gold', 'ruby', 'emerald', 'sapphire', 'amethyst'];
const CARD_ART: Record<string, { label: string; tone: Tone }> = {
  ace: { label: 'A', tone: 'ruby' },
  king: { label: 'K', tone: 'sapphire' },
  queen: { label: 'Q', tone: 'amethyst' },
  jack: { label: 'J', tone: 'emerald' },
  ten: { label: '10', tone: 'amber' },
  nine: { label: '9', tone: 'teal' },
};

export type SymbolLook =
  | { kind: 'glyph'; subject: string; tone: Tone }
  | { kind: 'card'; label: string; tone: Tone }
  | { kind: 'wild' }
  | { kind: 'scatter' };

/** How each symbol of a game is drawn: themed art by pay rank, card ranks as letters. */
export const symbolLooks = (game: SlotGameInfo): Map<string, SymbolLook> => {
  const looks = new Map<string, SymbolLook>();
  let rank = 0;
  for (const symbol of game.symbols) {
    const [theme = '', subject = ''] = symbol.themeKey.split('.');
    if (symbol.kind === 'wild') looks.set(symbol.id, { kind: 'wild' });
    else if (symbol.kind === 'scatter') looks.set(symbol.id, { kind: 'scatter' });
    else if (theme === 'card')
      looks.set(symbol.id, { kind: 'card', ...(CARD_ART[subject] ?? CARD_ART.nine!) });
    else {
      looks.set(symbol.id, {
        kind: 'glyph',
        subject,
        tone: GLYPHS[subject]?.tone ?? HIGH_TONES[rank % HIGH_TONES.length]!,
      });
      rank += 1;
    }
  }
  return looks;
};

/** Gradients every symbol refers to, rendered once per page. */
export const SymbolDefs = () => (
  <svg width="0" height="0" aria-hidden="true" focusable="false" style={{ position: 'absolute' }}>
    <defs>
      {Object.entries(TONES).map(([name, [light, mid, dark]]) => (
        <linearGradient key={name} id={`sg-${name}`} x1="0" y1="0" x2="0.35" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="0.45" stopColor={mid} />
          <stop offset="1" stopColor={dark} />
        </linearGradient>
      ))}
      <radialGradient id="sg-shine" cx="0.35" cy="0.25" r="0.6">
        <stop offset="0" stopColor="#fff" stopOpacity="0.55" />
        <stop offset="1" stopColor="#fff" stopOpacity="0" />
      </radialGradient>
    </defs>
  </svg>
);

const OUTLINE = { stroke: '#140d02', strokeOpacity: 0.75, strokeWidth: 3, strokeLinejoin: 'round' } as const;
const DETAIL = {
  fill: 'none',
  stroke: '#fff',
  strokeOpacity: 0.6,
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const Art = ({
  look,
  wildLabel,
  scatterLabel,
}: {
  look: SymbolLook;
  wildLabel: string;
  scatterLabel: string;
}) => {
  switch (look.kind) {
    case 'glyph': {
      const glyph = GLYPHS[look.subject] ?? FALLBACK_GLYPH;
      return (
        <>
          <path
            d={glyph.shape}
            fill={`url(#sg-${look.tone})`}
            fillRule={glyph.evenOdd ? 'evenodd' : 'nonzero'}
            {...OUTLINE}
          />
          {glyph.parts?.map((part, index) => (
            <path key={index} d={part.d} fill={`url(#sg-${part.tone})`} fillRule="evenodd" {...OUTLINE} />
          ))}
          {glyph.detail ? <path d={glyph.detail} {...DETAIL} /> : null}
          {glyph.dots ? <path d={glyph.dots} fill="#1a1020" stroke="#1a1020" strokeWidth="1" /> : null}
          <path d={glyph.shape} fill="url(#sg-shine)" fillRule={glyph.evenOdd ? 'evenodd' : 'nonzero'} />
        </>
      );
    }
    case 'card':
      return (
        <text
          x="50"
          y="73"
          textAnchor="middle"
          fontSize={look.label.length > 1 ? 58 : 70}
          fontWeight="900"
          fontFamily="Georgia, 'Times New Roman', serif"
          fill={`url(#sg-${look.tone})`}
          {...OUTLINE}
          paintOrder="stroke"
        >
          {look.label}
        </text>
      );
    case 'wild':
      return (
        <>
          <path d="M50 4 L58 20 L76 18 L70 34 H30 L24 18 L42 20 Z" fill="url(#sg-gold)" {...OUTLINE} />
          <rect x="6" y="34" width="88" height="36" rx="9" fill="url(#sg-gold)" {...OUTLINE} />
          <rect
            x="11"
            y="39"
            width="78"
            height="26"
            rx="6"
            fill="none"
            stroke="#fff"
            strokeOpacity="0.5"
            strokeWidth="1.5"
          />
          <text
            x="50"
            y="62"
            textAnchor="middle"
            fontSize="24"
            fontWeight="900"
            fill="#2a1a00"
            letterSpacing="1"
            textLength={wildLabel.length > 4 ? 74 : undefined}
          >
            {wildLabel}
          </text>
          <path d="M30 78 H70 L64 92 H36 Z" fill="url(#sg-gold)" {...OUTLINE} />
        </>
      );
    case 'scatter':
      return (
        <>
          <path
            d="M50 2 L57 15 L68 6 L70 20 L84 16 L80 30 L94 32 L85 43 L98 50 L85 57 L94 68 L80 70 L84 84 L70 80 L68 94 L57 85 L50 98 L43 85 L32 94 L30 80 L16 84 L20 70 L6 68 L15 57 L2 50 L15 43 L6 32 L20 30 L16 16 L30 20 L32 6 L43 15 Z"
            fill="url(#sg-scatter)"
            {...OUTLINE}
          />
          <path
            d="M50 22 L57 41 L77 41 L61 53 L67 72 L50 60 L33 72 L39 53 L23 41 L43 41 Z"
            fill="url(#sg-gold)"
            {...OUTLINE}
          />
          <rect x="8" y="74" width="84" height="20" rx="10" fill="#2a0720" stroke="#ff8fcf" strokeWidth="2" />
          <text
            x="50"
            y="89"
            textAnchor="middle"
            fontSize="13"
            fontWeight="900"
            fill="#fff"
            textLength="70"
            lengthAdjust="spacingAndGlyphs"
          >
            {scatterLabel}
          </text>
        </>
      );
    default: {
      const never: never = look;
      return never;
    }
  }
};

export const SymbolArt = (props: {
  look: SymbolLook | undefined;
  label: string;
  wildLabel: string;
  scatterLabel: string;
  className?: string;
}) => (
  <svg viewBox="0 0 100 100" role="img" aria-label={props.label} className={props.className ?? 'symbol-art'}>
    {props.look ? (
      <Art look={props.look} wildLabel={props.wildLabel} scatterLabel={props.scatterLabel} />
    ) : null}
  </svg>
);
