import type { GameClass, GameType } from '@platform/contracts';
import { escapeXml } from '@platform/server-kit';
import { hashOf, mulberry32 } from './random.js';

/**
 * Generated artwork: every game and vendor gets an SVG drawn from its code alone (a hash picks
 * the palette, the motif and small variations), so images never need storing, are identical on
 * every instance and can be cached forever. Only basic shapes and the system font stack: no
 * images, emoji or font downloads (design.md).
 */

export type GameArtInput = {
  code: string;
  name: string;
  gameType: GameType;
  /** Optional: cockfight (CF) tables get a rooster even when their name does not say so. */
  gameClassify?: GameClass | null;
};

export type VendorLogoInput = { code: string; displayName: string };

/** Background stops, the opaque band behind text, and two motif colours; all fit the dark theme. */
export type ArtPalette = { from: string; to: string; band: string; accent: string; accent2: string };

export const ART_PALETTES: readonly ArtPalette[] = [
  { from: '#1b2a4a', to: '#3b1f5c', band: '#0b1120', accent: '#f5b301', accent2: '#4da3ff' },
  { from: '#0d3b45', to: '#14213d', band: '#081a20', accent: '#2ecc71', accent2: '#f5b301' },
  { from: '#4a1020', to: '#1a1030', band: '#14060c', accent: '#ff4d6d', accent2: '#ffd166' },
  { from: '#0b3d2e', to: '#102a43', band: '#061a14', accent: '#f5b301', accent2: '#5eead4' },
  { from: '#2b1666', to: '#0f1420', band: '#0c0a1f', accent: '#c084fc', accent2: '#f5b301' },
  { from: '#0a2f5c', to: '#06324a', band: '#04142a', accent: '#5eead4', accent2: '#ff9f1c' },
  { from: '#4a2a10', to: '#1f1420', band: '#170c05', accent: '#f59e0b', accent2: '#fde68a' },
  { from: '#3d0f3a', to: '#1f2840', band: '#160516', accent: '#f472b6', accent2: '#93c5fd' },
  { from: '#1f3d1a', to: '#0f2027', band: '#0a1608', accent: '#a3e635', accent2: '#f5b301' },
  { from: '#1f2840', to: '#2a3550', band: '#0f1420', accent: '#f5b301', accent2: '#ff5c5c' },
  { from: '#3a0d1f', to: '#2a1540', band: '#14050b', accent: '#fb7185', accent2: '#fcd34d' },
  { from: '#141e46', to: '#2d1b4e', band: '#0a0f24', accent: '#38bdf8', accent2: '#f5b301' },
];

/** Text on the band and on the backgrounds; the test checks every pair against WCAG AA. */
export const ART_TEXT = '#ffffff';
/** Dark text on an accent fill, as design.md pairs the accent with #1a1400. */
export const ART_ON_ACCENT = '#1a1400';
const LIGHT = '#f4f6fb';
const RED = '#e2364f';

const FONT_STACK = `system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif`;
const STYLE = `<style>text{font-family:${FONT_STACK};font-weight:700}</style>`;

// ---------------------------------------------------------------------------------------------
// Text

/** CJK characters are about twice as wide as Latin ones in the same font size. */
const widthOf = (char: string) => ((char.codePointAt(0) ?? 0) >= 0x2e80 ? 2 : 1);
const unitsOf = (text: string) => [...text].reduce((sum, char) => sum + widthOf(char), 0);

/** The longest start of `text` within `limit` width units. */
const clip = (text: string, limit: number): string => {
  let units = 0;
  let end = 0;
  const chars = [...text];
  for (const char of chars) {
    if (units + widthOf(char) > limit) break;
    units += widthOf(char);
    end += 1;
  }
  return chars.slice(0, end).join('');
};

const ellipsised = (text: string, limit: number) =>
  unitsOf(text) <= limit ? text : `${clip(text, limit - 1).trimEnd()}…`;

/** A piece of text that wraps as a unit, with what separates it from the one before on a line. */
type Token = { text: string; glue: string };

/**
 * Words, except that a word wider than a line (Chinese has no spaces) becomes one token per
 * character, so a line can break anywhere inside it.
 */
const tokensOf = (text: string, limit: number): Token[] =>
  text
    .split(/\s+/u)
    .filter(Boolean)
    .flatMap((word) =>
      unitsOf(word) <= limit
        ? [{ text: word, glue: ' ' }]
        : [...word].map((char, index) => ({ text: char, glue: index === 0 ? ' ' : '' })),
    );

const lineOf = (tokens: readonly Token[]) =>
  tokens.map((token, index) => (index === 0 ? '' : token.glue) + token.text).join('');

const widestOf = (lines: readonly string[]) => Math.max(...lines.map(unitsOf));

/**
 * The text in at most two lines of `limit` units, breaking where the longer line is shortest
 * ("Squeeze | Baccarat 1" rather than a lone "1"); undefined when it does not fit.
 */
const balancedLines = (text: string, limit: number, maxLines: 1 | 2): string[] | undefined => {
  const tokens = tokensOf(text, limit);
  const whole = lineOf(tokens);
  if (unitsOf(whole) <= limit) return [whole];
  if (maxLines === 1) return undefined;
  let best: string[] | undefined;
  for (let split = 1; split < tokens.length; split += 1) {
    const lines = [lineOf(tokens.slice(0, split)), lineOf(tokens.slice(split))];
    if (widestOf(lines) <= limit && (!best || widestOf(lines) < widestOf(best))) best = lines;
  }
  return best;
};

/** Greedy wrap into at most `maxLines` lines; what does not fit ends in an ellipsis. */
export const wrapText = (text: string, limit: number, maxLines: number): string[] => {
  const lines: Token[][] = [];
  for (const token of tokensOf(text, limit)) {
    const current = lines.at(-1);
    if (current && unitsOf(lineOf([...current, token])) <= limit) current.push(token);
    else lines.push([token]);
  }
  if (lines.length <= maxLines) return lines.map(lineOf);
  const kept = lines.slice(0, maxLines - 1).map(lineOf);
  return [...kept, ellipsised(lineOf(lines.slice(maxLines - 1).flat()), limit)];
};

/** A way to set a name: font size, width in units at that size, and how many lines. */
type TextLayout = { size: number; limit: number; lines: 1 | 2 };

/** The first layout the text fits; else the last one, cut with an ellipsis. */
export const layoutText = (
  text: string,
  layouts: readonly TextLayout[],
): { size: number; lines: string[] } => {
  for (const layout of layouts) {
    const lines = balancedLines(text, layout.limit, layout.lines);
    if (lines) return { size: layout.size, lines };
  }
  const last = layouts.at(-1) ?? { size: 14, limit: 19, lines: 2 };
  return { size: last.size, lines: wrapText(text, last.limit, last.lines) };
};

// ---------------------------------------------------------------------------------------------
// Motifs: each draws around (100, 84), inside the square above the name band.

type Paint = { a: string; b: string; d: string; random: () => number };
type Motif = (paint: Paint) => string;

const int = (value: number) => Math.round(value);
const between = (random: () => number, low: number, high: number) => int(low + random() * (high - low));
const pointAt = (radius: number, angle: number, cx = 100, cy = 84) =>
  [int(cx + radius * Math.cos(angle)), int(cy + radius * Math.sin(angle))] as const;
const polar = (radius: number, angle: number, cx = 100, cy = 84) => pointAt(radius, angle, cx, cy).join(',');

const starPoints = (outer: number, inner: number, turn: number, cx = 100, cy = 84) =>
  Array.from({ length: 10 }, (_, index) =>
    polar(index % 2 ? inner : outer, turn + (index * Math.PI) / 5 - Math.PI / 2, cx, cy),
  ).join(' ');

const pips = (spots: ReadonlyArray<readonly [number, number]>, fill: string, radius = 5) =>
  spots.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${radius}" fill="${fill}"/>`).join('');

const coins: Motif = ({ a, d }) =>
  `<g fill="${a}" stroke="${d}" stroke-width="3">${[114, 103, 92]
    .map((y) => `<ellipse cx="78" cy="${y}" rx="30" ry="9"/>`)
    .join('')}<circle cx="124" cy="74" r="30"/></g>` +
  `<circle cx="124" cy="74" r="19" fill="none" stroke="${d}" stroke-width="3"/>`;

const gem: Motif = ({ a, b, d }) =>
  `<path d="M100 130 58 70l20-26h44l20 26z" fill="${a}" stroke="${d}" stroke-width="3"/>` +
  `<path d="M100 130 84 70l8-26h16l8 26z" fill="${b}" opacity=".7"/><path d="M58 70h84" stroke="${d}" stroke-width="3"/>`;

const reelSymbols: ReadonlyArray<(x: number, paint: Paint) => string> = [
  (x, { a }) => `<circle cx="${x}" cy="84" r="10" fill="${a}"/>`,
  (x, { b }) => `<path d="M${x} 70l10 14-10 14-10-14z" fill="${b}"/>`,
  (x, { d }) => `<rect x="${x - 11}" y="79" width="22" height="10" rx="2" fill="${d}"/>`,
  (x) =>
    `<path d="M${x - 10} 80c0-10 20-10 20 0 0 8-10 12-10 18" stroke="${RED}" stroke-width="5" fill="none"/>`,
];

const reels: Motif = (paint) =>
  `<rect x="38" y="42" width="124" height="84" rx="14" fill="${paint.d}" stroke="${paint.a}" stroke-width="4"/>` +
  [64, 100, 136]
    .map(
      (x) =>
        `<rect x="${x - 16}" y="54" width="32" height="60" rx="6" fill="${LIGHT}"/>` +
        reelSymbols[Math.floor(paint.random() * reelSymbols.length)]?.(x, paint),
    )
    .join('');

const star: Motif = ({ a, b, d, random }) =>
  `<polygon points="${starPoints(50, 21, random() * 0.6)}" fill="${a}" stroke="${d}" stroke-width="3" stroke-linejoin="round"/>` +
  `<polygon points="${starPoints(16, 7, 0, 146, 46)}" fill="${b}"/>`;

const crown: Motif = ({ a, b, d }) =>
  `<path d="M56 120h88l8-60-30 24-22-38-22 38-30-24z" fill="${a}" stroke="${d}" stroke-width="3" stroke-linejoin="round"/>` +
  pips(
    [
      [78, 106],
      [100, 104],
      [122, 106],
    ],
    b,
    6,
  );

const clover: Motif = ({ a, b, d }) =>
  `<path d="M100 90q8 30 24 42" stroke="${b}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
  `<g fill="${a}" stroke="${d}" stroke-width="3">${[
    [84, 68],
    [116, 68],
    [84, 100],
    [116, 100],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="19"/>`)
    .join('')}</g>`;

const cherries: Motif = ({ a, b }) =>
  `<path d="M82 100c6-28 18-42 40-54M120 100c-2-22 0-40 2-54" stroke="${b}" stroke-width="5" fill="none"/>` +
  `<path d="M122 46c10 6 22 4 28-4-12-6-22-4-28 4z" fill="${b}"/>` +
  `<circle cx="80" cy="108" r="21" fill="${a}"/><circle cx="122" cy="106" r="21" fill="${a}"/>` +
  pips(
    [
      [73, 101],
      [115, 99],
    ],
    LIGHT,
    4,
  );

const fishShape = (a: string, d: string) =>
  `<ellipse cx="92" cy="84" rx="42" ry="26" fill="${a}"/><path d="M130 84l28-22v44z" fill="${a}"/>` +
  `<circle cx="70" cy="78" r="6" fill="${d}"/><path d="M90 62q10 22 0 44" stroke="${d}" stroke-width="3" fill="none"/>`;

const bubbles = (fill: string) =>
  `<g fill="none" stroke="${fill}" stroke-width="2">${[
    [46, 60, 6],
    [38, 40, 4],
    [54, 36, 3],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`)
    .join('')}</g>`;

const fish: Motif = ({ a, b, d }) => fishShape(a, d) + bubbles(b);

const fishPair: Motif = ({ a, b, d }) =>
  `<g transform="translate(4 -22) scale(.7)">${fishShape(a, d)}</g>` +
  `<g transform="translate(56 60) scale(.6) rotate(180 100 84)">${fishShape(b, d)}</g>`;

const jellyfish: Motif = ({ a, b }) =>
  `<path d="M58 92a42 42 0 0 1 84 0z" fill="${a}"/>` +
  `<path d="M70 92q-8 16 2 34M90 92q-6 18 2 38M110 92q6 18-2 38M130 92q8 16-2 34" stroke="${b}" stroke-width="4" fill="none" stroke-linecap="round"/>`;

const roulette: Motif = ({ a, b, d, random }) =>
  `<circle cx="100" cy="84" r="54" fill="${d}" stroke="${a}" stroke-width="4"/>` +
  `<circle cx="100" cy="84" r="40" fill="none" stroke="${RED}" stroke-width="16"/>` +
  `<circle cx="100" cy="84" r="40" fill="none" stroke="${d}" stroke-width="16" stroke-dasharray="10.47"/>` +
  `<circle cx="100" cy="84" r="24" fill="${a}"/><circle cx="100" cy="84" r="6" fill="${b}"/>` +
  pips([pointAt(47, random() * 2 * Math.PI)], LIGHT);

const heart = (x: number, y: number) =>
  `<path d="M${x} ${y + 10}c-14-10-14-22-7-24 4-1 7 2 7 6 0-4 3-7 7-6 7 2 7 14-7 24z" fill="${RED}"/>`;
const diamondSuit = (x: number, y: number) => `<path d="M${x} ${y - 14}l10 14-10 14-10-14z" fill="${RED}"/>`;
const club = (x: number, y: number, d: string) =>
  pips(
    [
      [x, y - 7],
      [x - 8, y + 4],
      [x + 8, y + 4],
    ],
    d,
    7,
  ) + `<path d="M${x} ${y}l6 16h-12z" fill="${d}"/>`;

const card = (angle: number, x: number, suit: string, d: string) =>
  `<g transform="rotate(${angle} 100 84)"><rect x="${x - 28}" y="44" width="56" height="80" rx="8" fill="${LIGHT}" stroke="${d}" stroke-width="2"/>${suit}</g>`;

const cards: Motif = ({ d, random }) => {
  const suits = [heart(0, 0), diamondSuit(0, 0), club(0, 0, d)];
  const first = Math.floor(random() * suits.length);
  const suitAt = (index: number, x: number) => `<g transform="translate(${x} 84)">${suits[index % 3]}</g>`;
  return card(-12, 84, suitAt(first, 84), d) + card(10, 116, suitAt(first + 1, 116), d);
};

const chip = (x: number, y: number, fill: string, d: string) =>
  `<circle cx="${x}" cy="${y}" r="28" fill="${fill}" stroke="${LIGHT}" stroke-width="7" stroke-dasharray="8.8"/>` +
  `<circle cx="${x}" cy="${y}" r="15" fill="none" stroke="${d}" stroke-width="3"/>`;

const chips: Motif = ({ a, b, d }) => chip(78, 96, b, d) + chip(122, 72, a, d);

const die = (
  x: number,
  y: number,
  angle: number,
  spots: ReadonlyArray<readonly [number, number]>,
  d: string,
) =>
  `<g transform="rotate(${angle} ${x} ${y})"><rect x="${x - 24}" y="${y - 24}" width="48" height="48" rx="9" fill="${LIGHT}" stroke="${d}" stroke-width="3"/>` +
  pips(
    spots.map(([dx, dy]) => [x + dx, y + dy] as const),
    d,
  ) +
  '</g>';

const dice: Motif = ({ d, random }) =>
  die(
    76,
    96,
    between(random, -15, 5),
    [
      [-12, -12],
      [0, 0],
      [12, 12],
    ],
    d,
  ) +
  die(
    124,
    70,
    between(random, 5, 20),
    [
      [-12, -12],
      [12, -12],
      [-12, 12],
      [12, 12],
    ],
    d,
  );

const rooster: Motif = ({ a, b, d }) =>
  `<path d="M128 88c10-30 34-24 26 4M132 96c20-20 36-6 22 16" stroke="${b}" stroke-width="7" fill="none" stroke-linecap="round"/>` +
  `<ellipse cx="102" cy="96" rx="34" ry="26" fill="${a}"/><circle cx="76" cy="64" r="16" fill="${a}"/>` +
  `<path d="M64 52q2-12 10-4 4-10 10 0 8-4 6 8z" fill="${RED}"/><path d="M61 62l-13 5 13 5z" fill="${b}"/>` +
  `<circle cx="73" cy="61" r="3" fill="${d}"/><path d="M94 120v14m16-14v14" stroke="${b}" stroke-width="4" stroke-linecap="round"/>`;

const domino: Motif = ({ d, random }) =>
  `<g transform="rotate(${between(random, -25, 25)} 100 84)"><rect x="74" y="34" width="52" height="100" rx="9" fill="${LIGHT}" stroke="${d}" stroke-width="3"/>` +
  `<path d="M80 84h40" stroke="${d}" stroke-width="3"/>` +
  pips(
    [
      [88, 48],
      [100, 60],
      [112, 72],
      [88, 98],
      [112, 98],
      [88, 120],
      [112, 120],
    ],
    d,
  ) +
  '</g>';

const soccerBall: Motif = ({ d }) =>
  `<circle cx="100" cy="84" r="48" fill="${LIGHT}" stroke="${d}" stroke-width="3"/>` +
  `<path d="M100 68l15 11-6 18H91l-6-18z" fill="${d}"/>` +
  `<path d="M100 68V36m15 43 31-10m-37 28 19 26m-37-26-19 26m13-44-31-10" stroke="${d}" stroke-width="3"/>`;

const trophy: Motif = ({ a, b }) =>
  `<path d="M72 42h56v28a28 28 0 0 1-56 0z" fill="${a}"/>` +
  `<path d="M72 50H58a14 14 0 0 0 14 24m56-24h14a14 14 0 0 1-14 24" stroke="${a}" stroke-width="5" fill="none"/>` +
  `<rect x="94" y="96" width="12" height="18" fill="${a}"/><rect x="74" y="114" width="52" height="14" rx="3" fill="${b}"/>`;

const controller: Motif = ({ a, b, d }) =>
  `<path d="M64 62h72c16 0 26 42 16 54-8 10-20 2-28-12H76c-8 14-20 22-28 12-10-12 0-54 16-54z" fill="${a}" stroke="${d}" stroke-width="3"/>` +
  `<path d="M70 82h22M81 71v22" stroke="${d}" stroke-width="6"/>` +
  pips(
    [
      [122, 76],
      [134, 88],
    ],
    b,
    6,
  );

const bolt: Motif = ({ a, b, d }) =>
  `<circle cx="100" cy="84" r="50" fill="none" stroke="${b}" stroke-width="4" stroke-dasharray="6 10"/>` +
  `<path d="M112 32 64 92h30l-8 44 50-62h-30z" fill="${a}" stroke="${d}" stroke-width="3" stroke-linejoin="round"/>`;

const hexShield: Motif = ({ a, b, d, random }) =>
  `<polygon points="${Array.from({ length: 6 }, (_, index) => polar(52, (index * Math.PI) / 3 - Math.PI / 2)).join(' ')}" fill="${a}" stroke="${d}" stroke-width="4"/>` +
  `<polygon points="${starPoints(26, 11, random() * 0.6)}" fill="${b}" stroke="${d}" stroke-width="3"/>`;

const lottoBall = (x: number, y: number, fill: string, number: number, d: string) =>
  `<circle cx="${x}" cy="${y}" r="24" fill="${fill}" stroke="${d}" stroke-width="3"/>` +
  `<circle cx="${x}" cy="${y}" r="14" fill="${LIGHT}"/>` +
  `<text x="${x}" y="${y + 6}" font-size="16" text-anchor="middle" fill="${ART_ON_ACCENT}">${number}</text>`;

const lottoBalls: Motif = ({ a, b, d, random }) =>
  lottoBall(70, 100, a, between(random, 1, 60), d) +
  lottoBall(130, 100, b, between(random, 1, 60), d) +
  lottoBall(100, 60, a, between(random, 1, 60), d);

const ticket: Motif = ({ a, b, d, random }) =>
  `<g transform="rotate(${between(random, -14, 14)} 100 84)"><path d="M46 54h108v18a12 12 0 0 0 0 24v18H46V96a12 12 0 0 0 0-24z" fill="${a}" stroke="${d}" stroke-width="3"/>` +
  `<path d="M124 56v56" stroke="${d}" stroke-width="3" stroke-dasharray="5"/>` +
  `<polygon points="${starPoints(16, 7, 0, 86, 84)}" fill="${b}" stroke="${d}" stroke-width="2"/></g>`;

const rocket: Motif = ({ a, b, d }) =>
  `<g transform="rotate(40 100 84)"><path d="M92 118q-4 20 8 26 12-6 8-26z" fill="${RED}"/>` +
  `<path d="M100 30c20 18 22 56 14 88H86c-8-32-6-70 14-88z" fill="${LIGHT}" stroke="${d}" stroke-width="3"/>` +
  `<path d="M86 96l-16 24h18zm28 0 16 24h-18z" fill="${a}"/><circle cx="100" cy="70" r="10" fill="${b}" stroke="${d}" stroke-width="3"/></g>`;

const mine: Motif = ({ a, b, d }) =>
  `<path d="M100 26v116M42 84h116M59 43l82 82M59 125l82-82" stroke="${d}" stroke-width="8" stroke-linecap="round"/>` +
  `<circle cx="100" cy="84" r="38" fill="${a}" stroke="${d}" stroke-width="3"/><circle cx="88" cy="72" r="9" fill="${b}"/>`;

const plinko: Motif = ({ a, b, random }) =>
  pips(
    [1, 2, 3, 4, 5].flatMap((row) =>
      Array.from({ length: row }, (_, index) => [100 + (index - (row - 1) / 2) * 22, 36 + row * 18] as const),
    ),
    b,
    4,
  ) + `<circle cx="${between(random, 80, 120)}" cy="42" r="9" fill="${a}"/>`;

const chart: Motif = ({ a, b, d }) =>
  `<path d="M44 128h116M44 128V40" stroke="${d}" stroke-width="4"/>` +
  `<path d="M48 124q50-4 104-76v76z" fill="${a}" opacity=".35"/>` +
  `<path d="M48 124q50-4 104-76" stroke="${a}" stroke-width="5" fill="none"/><circle cx="152" cy="48" r="8" fill="${b}"/>`;

const tower: Motif = ({ a, b, d }) =>
  [0, 1, 2, 3]
    .map(
      (level) =>
        `<rect x="${64 + level * 6}" y="${112 - level * 24}" width="${72 - level * 12}" height="20" rx="4" fill="${level % 2 ? b : a}" stroke="${d}" stroke-width="3"/>`,
    )
    .join('');

// Slot themes (slots/slot-themes.ts): the tile shows what the game's reels show.
const rabbit: Motif = ({ a, d }) =>
  `<path d="M86 70c-12-20-14-44-4-46s14 22 14 42zM114 70c12-20 14-44 4-46s-14 22-14 42z" fill="${LIGHT}" stroke="${d}" stroke-width="3"/>` +
  `<path d="M84 32c-3 12 0 24 6 32M116 32c3 12 0 24-6 32" stroke="#ff7aa8" stroke-width="5" stroke-linecap="round" fill="none"/>` +
  `<circle cx="100" cy="96" r="32" fill="${LIGHT}" stroke="${d}" stroke-width="3"/><circle cx="89" cy="90" r="4" fill="${d}"/><circle cx="111" cy="90" r="4" fill="${d}"/>` +
  `<path d="M95 101h10l-5 6z" fill="#ff7aa8"/><path d="M136 132l16-36q6-6 10 2l-20 38z" fill="${a}" stroke="${d}" stroke-width="2"/>`;

const tiger: Motif = ({ d }) =>
  `<path d="M62 60l6-24 22 14q10-3 20 0l22-14 6 24q14 16 6 40-10 30-44 32-34-2-44-32-8-24 6-40z" fill="#f59e0b" stroke="${d}" stroke-width="3"/>` +
  `<path d="M92 52l8 14 8-14zM58 82l22 5-22 7zM142 82l-22 5 22 7zM64 68l16 9-14-1zM136 68l-16 9 14-1z" fill="${d}"/>` +
  `<ellipse cx="84" cy="88" rx="7" ry="4" fill="${d}"/><ellipse cx="116" cy="88" rx="7" ry="4" fill="${d}"/>` +
  `<ellipse cx="100" cy="112" rx="19" ry="14" fill="${LIGHT}"/><path d="M93 103h14l-7 7z" fill="${d}"/>`;

const pyramid: Motif = ({ a, b, d }) =>
  `<circle cx="150" cy="44" r="13" fill="${b}"/><path d="M100 30 160 130H40z" fill="${a}" stroke="${d}" stroke-width="3" stroke-linejoin="round"/>` +
  `<path d="M100 30 118 130H100z" fill="${d}" opacity=".25"/><path d="M58 100h84M75 72h50" stroke="${d}" stroke-width="2" opacity=".5"/>`;

const cowboyHat: Motif = ({ a, d }) =>
  `<path d="M38 110q62 22 124 0-6 20-62 22-56-2-62-22z" fill="#b8692b" stroke="${d}" stroke-width="3"/>` +
  `<path d="M70 110q-4-42 10-52 8-2 20 8 12-10 20-8 14 10 10 52-30 8-60 0z" fill="#b8692b" stroke="${d}" stroke-width="3"/>` +
  `<path d="M70 97q30 8 60 0v9q-30 8-60 0z" fill="${a}"/>`;

const carnivalMask: Motif = ({ a, b, d }) =>
  `<path d="M150 72q16-30 4-50M156 74q24-20 22-44" stroke="${b}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
  `<path d="M44 76q56-28 112 0-4 36-32 36-16 0-24-14-8 14-24 14-28 0-32-36z" fill="${a}" stroke="${d}" stroke-width="3"/>` +
  `<ellipse cx="78" cy="86" rx="11" ry="7" fill="${d}"/><ellipse cx="122" cy="86" rx="11" ry="7" fill="${d}"/>`;

const MOTIFS_BY_TYPE: Record<GameType, readonly Motif[]> = {
  RNG: [reels, coins, gem, star, crown, clover, cherries],
  FISH: [fish, fishPair, jellyfish],
  LIVE: [roulette, cards, chips, dice],
  PVP: [cards, domino, chips],
  SPORTS: [soccerBall, trophy],
  ESPORTS: [controller, bolt, hexShield],
  LOTT: [lottoBalls, ticket, clover],
  ELOTT: [lottoBalls, ticket, bolt],
  INHOUSE: [rocket, mine, dice, plinko, chart, tower],
};

/** The art follows the name where the name says what the game is; checked in this order. */
const MOTIF_KEYWORDS: ReadonlyArray<readonly [RegExp, Motif]> = [
  [/cockfight|rinha|斗鸡|rooster|雄鸡/u, rooster],
  [/roulette|roleta|轮盘|wheel|roda|转盘|转轮/u, roulette],
  [/dice|dados|sic bo|craps|骰|quick trio|trio rápido|快三/u, dice],
  [/domino|多米诺/u, domino],
  [
    /baccarat|bacará|blackjack|poker|pôquer|hold'em|truco|buraco|canast|tranca|cacheta|rummy|sueca|bisca|scopa|pife|pontoon|jacks|deuces|sevens|aces|tens or|dragon tiger|casino war|red dog|fan tan|百家乐|扑克|21点|番摊|龙虎/u,
    cards,
  ],
  [/crash|rocket|foguete|爆点|火箭/u, rocket],
  [/mines|扫雷/u, mine],
  [/plinko|弹珠/u, plinko],
  [/limbo|hi-lo|极限|猜高低/u, chart],
  [/tower|torre|高塔/u, tower],
  [/lott|loto|keno|乐透|基诺/u, lottoBalls],
  [/football|futebol|soccer|sportsbook|足球/u, soccerBall],
  [/moba|shooter|battle royale|电竞/u, controller],
  [/rabbit|coelho|兔/u, rabbit],
  [/tiger|tigre|虎/u, tiger],
  [/pharaoh|faraó|pyramid|pirâmide|sphinx|esfinge|anubis|anúbis|法老|金字塔|斯芬克斯/u, pyramid],
  [/cowboy|caubói|牛仔/u, cowboyHat],
  [/carnival|carnaval|samba|狂欢|桑巴/u, carnivalMask],
  [/zeus|thunder|trovão|odin|hercules|hércules|雷霆|宙斯|奥丁/u, bolt],
  [/fish|pescaria|捕鱼|shark|whale|octopus|kraken|crab|lobster|marlin|piranha|dolphin|鲨鱼|海豚/u, fish],
  [/diamond|ruby|emerald|sapphire|pearl|jewel|钻石|宝石|珍珠/u, gem],
  [/crown|king|queen|emperor|皇冠|国王|女王/u, crown],
  [/coin|treasure|fortune|vault|钱币|宝藏|财富/u, coins],
  [/clover|四叶草/u, clover],
  [/cherry|fruit|樱桃|水果/u, cherries],
  [/star|comet|cosmic|星辰|彗星/u, star],
];

const motifFor = (input: GameArtInput, random: () => number): Motif => {
  if (input.gameClassify === 'CF') return rooster;
  const name = input.name.toLowerCase();
  const named = MOTIF_KEYWORDS.find(([pattern]) => pattern.test(name));
  if (named) return named[1];
  const motifs = MOTIFS_BY_TYPE[input.gameType] ?? MOTIFS_BY_TYPE.RNG;
  return motifs[Math.floor(random() * motifs.length)] ?? reels;
};

// ---------------------------------------------------------------------------------------------
// Backgrounds

type Decoration = (palette: ArtPalette, random: () => number) => string;

const rays: Decoration = ({ accent }, random) => {
  const turn = random();
  const wedges = Array.from({ length: 8 }, (_, index) => {
    const angle = turn + (index * Math.PI) / 4;
    return `M100 84L${polar(150, angle)}L${polar(150, angle + 0.3)}z`;
  });
  return `<path d="${wedges.join('')}" fill="${accent}" opacity=".08"/>`;
};

const rings: Decoration = ({ accent2 }, random) =>
  [58, 80, 104]
    .map(
      (radius) =>
        `<circle cx="${between(random, 90, 110)}" cy="84" r="${radius}" fill="none" stroke="${accent2}" stroke-width="6" opacity=".1"/>`,
    )
    .join('');

const sparkles: Decoration = ({ accent2 }, random) =>
  `<g fill="${accent2}" opacity=".5">${Array.from(
    { length: 6 },
    () =>
      `<circle cx="${between(random, 12, 188)}" cy="${between(random, 34, 138)}" r="${between(random, 1, 4)}"/>`,
  ).join('')}</g>`;

const stripes: Decoration = ({ accent }, random) => {
  const gap = between(random, 26, 40);
  const lines = Array.from({ length: 8 }, (_, index) => `M${index * gap - 60} 150l${150} -150`);
  return `<path d="${lines.join('')}" stroke="${accent}" stroke-width="10" opacity=".06"/>`;
};

const DECORATIONS: readonly Decoration[] = [rays, rings, sparkles, stripes];

/** Gradient directions as x2/y2 attributes (x1 = y1 = 0): diagonal, vertical, horizontal. */
const GRADIENT_DIRECTIONS: readonly string[] = [
  'x2="1" y2="1"',
  'x2="0" y2="1"',
  'x2="1" y2="0"',
  'x1="1" x2="0" y2="1"',
];

const pickFrom = <T>(items: readonly T[], random: () => number): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('Cannot pick from an empty list.');
  return item;
};

const gradient = (id: string, palette: ArtPalette, direction: string) =>
  `<defs><linearGradient id="${id}" ${direction}><stop stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>`;

// ---------------------------------------------------------------------------------------------
// Game artwork

/** Bold system fonts average about 0.6 em per Latin character; the band leaves 184 px. */
const NAME_LAYOUTS: readonly TextLayout[] = [
  { size: 18, limit: 14, lines: 1 },
  { size: 16, limit: 16, lines: 1 },
  { size: 16, limit: 16, lines: 2 },
  { size: 14, limit: 19, lines: 2 },
];

const nameLines = (name: string) => {
  const { size, lines } = layoutText(name, NAME_LAYOUTS);
  const baselines = lines.length === 1 ? [178] : [167, 189];
  return lines
    .map(
      (line, index) =>
        `<text x="100" y="${baselines[index]}" font-size="${size}" text-anchor="middle" fill="${ART_TEXT}">${escapeXml(line)}</text>`,
    )
    .join('');
};

/**
 * A 200 × 200 tile: gradient, decoration, motif and the name on a band. No vendor badge: the tile
 * names the vendor under the artwork, and its top corners hold the hot label and the heart.
 */
export const gameArtSvg = (input: GameArtInput): string => {
  const hash = hashOf(input.code);
  const random = mulberry32(hash);
  const palette = pickFrom(ART_PALETTES, random);
  const id = `g${hash.toString(36)}`;
  const paint: Paint = { a: palette.accent, b: palette.accent2, d: palette.band, random };
  const shift = `translate(${between(random, -6, 6)} ${between(random, -4, 4)}) rotate(${between(random, -8, 8)} 100 84)`;
  const title = escapeXml(input.name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img"><title>${title}</title>` +
    STYLE +
    gradient(id, palette, pickFrom(GRADIENT_DIRECTIONS, random)) +
    `<rect width="200" height="200" fill="url(#${id})"/>` +
    pickFrom(DECORATIONS, random)(palette, random) +
    `<circle cx="100" cy="84" r="60" fill="${palette.accent}" opacity=".12"/>` +
    `<g transform="${shift}">${motifFor(input, random)(paint)}</g>` +
    `<rect y="144" width="200" height="56" fill="${palette.band}"/><rect y="144" width="200" height="3" fill="${palette.accent}"/>` +
    nameLines(input.name) +
    '</svg>'
  );
};

// ---------------------------------------------------------------------------------------------
// Vendor logos

const EMBLEMS: ReadonlyArray<(fill: string, stroke: string) => string> = [
  (fill, stroke) => `<circle cx="50" cy="50" r="34" fill="${fill}" stroke="${stroke}" stroke-width="3"/>`,
  (fill, stroke) =>
    `<polygon points="${Array.from({ length: 6 }, (_, index) => polar(36, (index * Math.PI) / 3, 50, 50)).join(' ')}" fill="${fill}" stroke="${stroke}" stroke-width="3"/>`,
  (fill, stroke) =>
    `<rect x="18" y="18" width="64" height="64" rx="16" fill="${fill}" stroke="${stroke}" stroke-width="3"/>`,
  (fill, stroke) =>
    `<path d="M50 12 88 50 50 88 12 50z" fill="${fill}" stroke="${stroke}" stroke-width="3"/>`,
];

/** Font size of the code inside the emblem, by its length (2–5 letters). */
const codeSize = (code: string) => [24, 24, 24, 20, 16, 13][Math.min(code.length, 5)] ?? 13;

/** 190 px beside the emblem: 13 units at 22 px on one line, else up to 16 units at 18 px. */
const LOGO_LAYOUTS: readonly TextLayout[] = [
  { size: 22, limit: 13, lines: 1 },
  { size: 18, limit: 15, lines: 1 },
  { size: 18, limit: 16, lines: 2 },
];

const logoName = (displayName: string) => {
  const { size, lines } = layoutText(displayName, LOGO_LAYOUTS);
  const baselines = lines.length === 1 ? [58] : [45, 69];
  return lines
    .map(
      (line, index) =>
        `<text x="96" y="${baselines[index]}" font-size="${size}" fill="${ART_TEXT}">${escapeXml(line)}</text>`,
    )
    .join('');
};

/** A 300 × 100 logo: emblem with the vendor code, and the display name beside it. */
export const vendorLogoSvg = (input: VendorLogoInput): string => {
  const hash = hashOf(`vendor:${input.code}`);
  const random = mulberry32(hash);
  const palette = pickFrom(ART_PALETTES, random);
  const id = `v${hash.toString(36)}`;
  const code = escapeXml(input.code.slice(0, 5));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100" width="300" height="100" role="img"><title>${escapeXml(input.displayName)}</title>` +
    STYLE +
    gradient(id, palette, pickFrom(GRADIENT_DIRECTIONS, random)) +
    `<rect width="300" height="100" rx="16" fill="url(#${id})"/>` +
    pickFrom(EMBLEMS, random)(palette.accent, palette.band) +
    `<text x="50" y="${50 + int(codeSize(input.code) * 0.36)}" font-size="${codeSize(input.code)}" text-anchor="middle" fill="${ART_ON_ACCENT}">${code}</text>` +
    logoName(input.displayName) +
    `<rect x="96" y="82" width="48" height="4" rx="2" fill="${palette.accent}"/>` +
    '</svg>'
  );
};

// ---------------------------------------------------------------------------------------------
// Contrast (WCAG 2): exported for the tests that hold every text colour to AA.

const channel = (value: number) => {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
};

const luminance = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return (
    0.2126 * channel((value >> 16) & 255) +
    0.7152 * channel((value >> 8) & 255) +
    0.0722 * channel(value & 255)
  );
};

export const contrastRatio = (first: string, second: string): number => {
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};
