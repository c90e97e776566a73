/**
 * Drawings of the themed symbols on a 100 × 100 grid: `shape` is filled with the symbol's
 * gradient, `detail` is drawn as light lines over it. One entry per theme subject
 * (slot-themes.ts on the server); an unknown subject falls back to a gem.
 */
export type GlyphTone =
  'gold' | 'ruby' | 'emerald' | 'sapphire' | 'amethyst' | 'amber' | 'teal' | 'silver' | 'rose' | 'bronze';

/**
 * `tone` fixes the main fill (a carrot is orange whatever its rank; without it the rank picks);
 * `parts` are further filled shapes over it (leaves, a muzzle), `dots` small dark marks (eyes,
 * seeds) drawn last.
 */
export type Glyph = {
  shape: string;
  detail?: string;
  evenOdd?: true;
  tone?: GlyphTone;
  parts?: ReadonlyArray<{ d: string; tone: GlyphTone }>;
  dots?: string;
};

const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy} A${r} ${r} 0 1 0 ${cx + r} ${cy} A${r} ${r} 0 1 0 ${cx - r} ${cy} Z`;

/** A star of `points` tips, alternating `outer` and `inner` radii, tip up. */
const starPath = (points: number, outer: number, inner: number, cx = 50, cy = 50) =>
  `${Array.from({ length: points * 2 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI * index) / points - Math.PI / 2;
    return `${index === 0 ? 'M' : 'L'}${(cx + radius * Math.cos(angle)).toFixed(1)} ${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ')} Z`;

/** Balls on the tips of a sheriff's star. */
const tipBalls = (points: number, radius: number, ball: number) =>
  Array.from({ length: points }, (_, index) => {
    const angle = (2 * Math.PI * index) / points - Math.PI / 2;
    return circle(50 + radius * Math.cos(angle), 50 + radius * Math.sin(angle), ball);
  }).join(' ');

export const GLYPHS: Record<string, Glyph> = {
  // rabbit
  rabbit: {
    tone: 'silver',
    shape: `M37 46 C27 30 24 9 32 6 C41 3 46 24 46 42 Z M63 46 C73 30 76 9 68 6 C59 3 54 24 54 42 Z ${circle(50, 64, 27)}`,
    parts: [
      {
        d: 'M34 12 C31 24 35 36 41 43 C43 30 41 17 34 12 Z M66 12 C69 24 65 36 59 43 C57 30 59 17 66 12 Z M40 74 C44 70 56 70 60 74 C58 80 42 80 40 74 Z',
        tone: 'rose',
      },
    ],
    detail: 'M24 70 L38 72 M24 78 L38 75 M76 70 L62 72 M76 78 L62 75',
    dots: `${circle(40, 58, 4)} ${circle(60, 58, 4)} M45 67 H55 L50 72 Z`,
  },
  carrot: {
    tone: 'amber',
    shape: 'M63 30 C73 36 73 47 66 53 L27 92 C22 95 19 92 22 87 L52 35 C55 28 59 27 63 30 Z',
    parts: [
      {
        d: 'M58 31 C53 19 55 9 61 4 C65 14 65 23 63 31 Z M66 34 C74 24 83 20 94 21 C88 29 80 33 69 37 Z M62 31 C66 19 73 11 82 9 C80 19 74 27 66 34 Z',
        tone: 'emerald',
      },
    ],
    detail: 'M46 52 L53 57 M38 65 L45 69 M31 78 L37 81',
  },
  envelope: {
    tone: 'ruby',
    shape: 'M24 10 H76 Q84 10 84 18 V84 Q84 92 76 92 H24 Q16 92 16 84 V18 Q16 10 24 10 Z',
    parts: [
      { d: 'M16 22 C28 36 40 44 50 44 C60 44 72 36 84 22 V18 Q84 10 76 10 H24 Q16 10 16 18 Z', tone: 'ruby' },
      { d: circle(50, 46, 12), tone: 'gold' },
    ],
    detail: 'M44 46 H56 M50 40 V52 M26 82 H74',
  },
  coin: {
    tone: 'gold',
    evenOdd: true,
    shape: `${circle(50, 50, 40)} M41 41 H59 V59 H41 Z`,
    detail: `${circle(50, 50, 31)} M50 12 V20 M50 80 V88 M12 50 H20 M80 50 H88`,
  },
  ingot: {
    tone: 'gold',
    shape:
      'M8 52 C12 42 24 41 31 46 C35 33 42 27 50 27 C58 27 65 33 69 46 C76 41 88 42 92 52 C90 68 73 80 50 80 C27 80 10 68 8 52 Z',
    detail: 'M31 46 C37 55 63 55 69 46 M20 64 C33 72 67 72 80 64 M44 36 C46 32 50 31 53 32',
  },
  tiger: {
    tone: 'amber',
    shape:
      'M19 32 L24 12 L41 24 C47 22 53 22 59 24 L76 12 L81 32 C89 42 91 57 85 69 C79 83 65 91 50 91 C35 91 21 83 15 69 C9 57 11 42 19 32 Z',
    parts: [
      {
        d: 'M33 72 C33 62 42 60 50 64 C58 60 67 62 67 72 C67 82 59 87 50 87 C41 87 33 82 33 72 Z M27 20 L38 27 L30 31 Z M73 20 L62 27 L70 31 Z',
        tone: 'silver',
      },
    ],
    dots: `M43 28 L50 40 L57 28 L53 28 L50 33 L47 28 Z M12 50 L29 54 L13 59 Z M88 50 L71 54 L87 59 Z M18 39 L31 46 L21 45 Z M82 39 L69 46 L79 45 Z M31 51 C35 44 42 44 45 51 C41 54 35 54 31 51 Z M55 51 C58 44 65 44 69 51 C65 54 59 54 55 51 Z M43 65 H57 L50 72 Z M50 72 V78 M41 80 C45 82 55 82 59 80`,
  },
  // fruit
  watermelon: {
    tone: 'emerald',
    shape: 'M6 36 A44 44 0 0 0 94 36 Z',
    parts: [{ d: 'M15 36 A35 35 0 0 0 85 36 Z', tone: 'ruby' }],
    dots: `${circle(34, 48, 3.2)} ${circle(50, 54, 3.2)} ${circle(66, 48, 3.2)} ${circle(42, 62, 2.8)} ${circle(58, 62, 2.8)} ${circle(50, 42, 2.6)}`,
  },
  grapes: {
    tone: 'amethyst',
    shape: `${circle(33, 42, 12)} ${circle(50, 39, 12)} ${circle(67, 42, 12)} ${circle(41, 58, 12)} ${circle(59, 58, 12)} ${circle(50, 75, 12)}`,
    parts: [{ d: 'M52 28 C50 16 58 8 72 7 C70 18 63 26 52 28 Z', tone: 'emerald' }],
    detail: 'M50 28 L44 12',
  },
  lemon: {
    tone: 'gold',
    shape: 'M5 52 C13 47 15 30 50 26 C85 30 87 47 95 52 C87 57 85 74 50 78 C15 74 13 57 5 52 Z',
    parts: [{ d: 'M56 27 C60 16 71 11 84 13 C80 22 70 27 56 27 Z', tone: 'emerald' }],
    detail: 'M26 44 C34 37 46 34 58 36',
  },
  // dragon
  lotus: {
    tone: 'rose',
    shape:
      'M50 12 C61 27 63 46 50 66 C37 46 39 27 50 12 Z M50 66 C40 51 24 42 10 44 C13 59 30 69 50 66 Z M50 66 C60 51 76 42 90 44 C87 59 70 69 50 66 Z M50 66 C36 61 20 63 6 72 C20 80 38 78 50 66 Z M50 66 C64 61 80 63 94 72 C80 80 62 78 50 66 Z',
    parts: [{ d: 'M26 80 C38 90 62 90 74 80 C62 84 38 84 26 80 Z', tone: 'emerald' }],
    detail: 'M50 20 V58 M22 50 C32 54 42 60 48 64 M78 50 C68 54 58 60 52 64',
  },
  // candy
  lollipop: {
    tone: 'rose',
    shape: circle(50, 38, 31),
    parts: [{ d: 'M46 68 H54 V97 H46 Z', tone: 'silver' }],
    detail: 'M50 38 m-5 0 a5 5 0 1 1 10 0 a11 11 0 1 1 -21 0 a16 16 0 1 1 32 0 a22 22 0 1 1 -43 0',
  },
  cupcake: {
    tone: 'sapphire',
    shape: 'M22 56 H78 L69 93 H31 Z',
    parts: [
      {
        d: 'M18 60 C10 52 16 40 28 41 C27 28 40 21 50 26 C60 20 73 28 72 41 C84 40 90 52 82 60 Z',
        tone: 'rose',
      },
      { d: circle(50, 19, 9), tone: 'ruby' },
    ],
    detail: 'M37 62 L40 90 M50 62 V90 M63 62 L60 90 M30 48 C38 44 44 46 48 50',
  },
  candy: {
    tone: 'amber',
    shape: 'M29 50 C29 36 39 29 50 29 C61 29 71 36 71 50 C71 64 61 71 50 71 C39 71 29 64 29 50 Z',
    parts: [{ d: 'M31 43 L8 28 L13 50 L8 72 L31 57 Z M69 43 L92 28 L87 50 L92 72 L69 57 Z', tone: 'teal' }],
    detail: 'M40 33 L36 67 M52 30 L48 70 M64 34 L60 66',
  },
  donut: {
    tone: 'amber',
    evenOdd: true,
    shape: `${circle(50, 52, 41)} ${circle(50, 52, 13)}`,
    parts: [
      {
        d: `M50 17 C62 15 70 22 78 27 C86 34 82 42 88 50 C90 60 84 66 80 72 C72 80 62 80 54 84 C44 86 36 80 28 76 C18 70 20 60 14 52 C12 40 20 32 26 26 C34 20 40 18 50 17 Z ${circle(50, 52, 16)}`,
        tone: 'rose',
      },
    ],
    detail:
      'M35 30 L40 28 M62 28 L67 31 M74 46 L76 52 M27 55 L29 60 M44 74 L49 75 M64 68 L68 65 M30 40 L34 37',
  },
  // west
  hat: {
    tone: 'bronze',
    shape:
      'M4 64 C20 72 80 72 96 64 C92 76 72 84 50 84 C28 84 8 76 4 64 Z M27 65 C25 44 29 22 40 21 C46 21 47 28 50 28 C53 28 54 21 60 21 C71 22 75 44 73 65 C61 69 39 69 27 65 Z',
    parts: [{ d: 'M27 55 C41 60 59 60 73 55 L73 63 C59 68 41 68 27 63 Z', tone: 'ruby' }],
    detail: 'M40 26 C38 36 38 46 40 52 M60 26 C62 36 62 46 60 52',
  },
  revolver: {
    tone: 'silver',
    shape:
      'M6 28 H70 L74 24 H88 V40 H80 C78 45 72 48 66 48 L62 52 C66 58 68 66 66 72 H50 C50 64 48 58 42 54 H30 C26 54 24 48 24 42 H6 Z',
    parts: [{ d: 'M48 50 H63 C70 60 73 76 66 92 H47 C52 76 51 62 45 54 Z', tone: 'bronze' }],
    detail: 'M28 34 H60 M28 40 H58 M36 50 C36 58 44 60 48 57',
  },
  badge: {
    tone: 'gold',
    shape: `${starPath(6, 40, 22)} ${tipBalls(6, 40, 6)}`,
    detail: `${circle(50, 50, 14)}`,
    dots: `${circle(50, 50, 4)}`,
  },
  boot: {
    tone: 'bronze',
    shape: 'M30 6 H62 L60 54 C60 61 64 63 71 65 L86 69 C95 72 95 86 88 88 H22 C17 88 15 83 17 79 L26 56 Z',
    parts: [
      { d: 'M22 88 H42 V95 H22 Z', tone: 'bronze' },
      { d: `${circle(15, 84, 8)}`, tone: 'silver' },
    ],
    detail: 'M34 18 C40 28 52 28 56 18 M31 38 C40 48 52 48 58 38 M62 64 C70 70 80 72 88 74',
  },
  cactus: {
    tone: 'emerald',
    shape:
      'M41 90 V20 C41 9 59 9 59 20 V90 Z M41 60 H30 C21 60 19 54 19 47 V31 C19 22 30 22 30 31 V49 H41 Z M59 52 H70 V29 C70 21 81 21 81 29 V45 C81 56 77 62 68 62 H59 Z',
    parts: [{ d: 'M26 86 H74 L68 98 H32 Z', tone: 'bronze' }],
    detail: 'M50 22 V84 M24.5 32 V50 M75.5 30 V48',
  },
  // olympus
  lightning: {
    tone: 'gold',
    shape: 'M60 3 L18 57 H45 L34 97 L84 37 H55 Z',
    detail: 'M55 13 L29 50',
  },
  trident: {
    tone: 'sapphire',
    shape:
      'M46 52 H54 V97 H46 Z M16 8 L24 22 H20 V36 C20 50 32 58 46 58 H54 C68 58 80 50 80 36 V22 H76 L84 8 L92 22 H88 V36 C88 56 72 66 54 66 H46 C28 66 12 56 12 36 V22 H8 Z M50 2 L59 18 H54 V58 H46 V18 H41 Z',
    detail: 'M50 70 V94',
  },
  harp: {
    tone: 'gold',
    shape:
      'M27 92 C15 62 12 32 28 11 C35 5 43 12 38 21 C30 38 33 60 40 80 H60 C67 60 70 38 62 21 C57 12 65 5 72 11 C88 32 85 62 73 92 Z M30 22 H70 V29 H30 Z',
    detail: 'M44 29 V80 M50 29 V80 M56 29 V80',
  },
  amphora: {
    tone: 'bronze',
    shape:
      'M37 6 H63 V13 C63 18 59 20 59 24 C75 30 83 46 79 62 C75 78 63 88 50 93 C37 88 25 78 21 62 C17 46 25 30 41 24 C41 20 37 18 37 13 Z',
    parts: [{ d: 'M24 44 H76 V51 H24 Z M22 62 H78 V68 H22 Z', tone: 'gold' }],
    detail: 'M41 24 C30 20 20 28 24 40 M59 24 C70 20 80 28 76 40',
  },

  // royal
  crown: {
    shape: 'M18 72 L12 30 L33 50 L50 20 L67 50 L88 30 L82 72 Z M18 77 H82 V87 H18 Z',
    detail: `${circle(50, 60, 5)} ${circle(30, 63, 3)} ${circle(70, 63, 3)}`,
  },
  diamond: {
    shape: 'M30 20 H70 L90 42 L50 86 L10 42 Z',
    detail: 'M10 42 H90 M30 20 L40 42 L50 86 L60 42 L70 20 M40 42 L50 20 L60 42',
  },
  ruby: {
    shape: 'M50 12 L83 31 V69 L50 88 L17 69 V31 Z',
    detail:
      'M50 30 L66 40 V60 L50 70 L34 60 V40 Z M50 12 V30 M83 31 L66 40 M83 69 L66 60 M50 88 V70 M17 69 L34 60 M17 31 L34 40',
  },
  emerald: {
    shape: 'M34 14 H66 L81 29 V71 L66 86 H34 L19 71 V29 Z',
    detail:
      'M39 28 H61 L68 35 V65 L61 72 H39 L32 65 V35 Z M34 14 L39 28 M66 14 L61 28 M81 29 L68 35 M81 71 L68 65 M66 86 L61 72 M34 86 L39 72 M19 71 L32 65 M19 29 L32 35',
  },
  sapphire: {
    shape: 'M50 10 C72 32 84 50 84 62 A34 27 0 0 1 16 62 C16 50 28 32 50 10 Z',
    detail: 'M50 10 V89 M16 62 H84 M30 38 L50 62 L70 38',
  },
  // fortune
  seven: { shape: 'M20 16 H82 V31 C64 50 54 66 50 88 H30 C34 64 44 48 58 32 H20 Z' },
  bell: {
    shape:
      'M50 12 C63 12 71 23 71 40 V57 L82 72 H18 L29 57 V40 C29 23 37 12 50 12 Z M41 75 A9 9 0 0 0 59 75 Z',
    detail: 'M38 30 C40 22 44 20 48 20',
  },
  cherry: {
    shape: `${circle(34, 68, 16)} ${circle(68, 72, 16)}`,
    detail: 'M34 52 C38 34 52 22 70 14 M68 56 C64 40 66 28 70 14 M28 62 C30 58 32 57 35 57',
  },
  clover: {
    shape: `${circle(35, 35, 17)} ${circle(65, 35, 17)} ${circle(35, 63, 17)} ${circle(65, 63, 17)}`,
    detail: 'M50 50 C56 70 62 80 72 92 M50 50 L50 30 M50 50 L30 50 M50 50 L70 50 M50 50 L50 70',
  },
  horseshoe: {
    shape: 'M22 86 V46 A28 28 0 0 1 78 46 V86 H62 V46 A12 12 0 0 0 38 46 V86 Z',
    detail: `${circle(30, 60, 2.5)} ${circle(70, 60, 2.5)} ${circle(32, 40, 2.5)} ${circle(68, 40, 2.5)}`,
  },
  // cosmos
  planet: {
    shape: `${circle(50, 50, 28)}`,
    detail: 'M8 62 C26 44 76 30 92 38 C98 46 62 68 22 72 C8 72 4 66 8 62 M34 34 C40 28 48 26 56 28',
  },
  comet: {
    shape: `${circle(66, 34, 18)} M52 42 L8 22 L48 54 Z M56 52 L16 84 L62 58 Z`,
    detail: 'M58 28 C62 22 68 22 72 24',
  },
  rocket: {
    shape:
      'M50 8 C67 22 71 44 67 64 H33 C29 44 33 22 50 8 Z M33 52 L18 74 L34 68 Z M67 52 L82 74 L66 68 Z M42 68 H58 L54 90 H46 Z',
    detail: circle(50, 34, 8),
  },
  star: { shape: 'M50 8 L61 38 L93 39 L68 59 L77 90 L50 72 L23 90 L32 59 L7 39 L39 38 Z' },
  moon: {
    shape: 'M62 10 A40 40 0 1 0 90 68 A31 31 0 1 1 62 10 Z',
    detail: `${circle(34, 48, 4)} ${circle(44, 70, 3)}`,
  },
  // warriors
  helmet: {
    shape: 'M18 62 C18 30 33 12 50 12 C67 12 82 30 82 62 V88 H62 V64 H38 V88 H18 Z',
    detail: 'M50 12 V50 M28 52 H72',
  },
  sword: {
    shape: 'M44 64 V18 L50 6 L56 18 V64 Z M26 62 H74 V71 H26 Z M45 71 H55 V84 H45 Z ' + circle(50, 88, 6),
    detail: 'M50 14 V60',
  },
  shield: { shape: 'M50 8 L86 21 C86 54 74 77 50 92 C26 77 14 54 14 21 Z', detail: 'M50 8 V92 M14 40 H86' },
  axe: {
    shape:
      'M45 8 H55 V92 H45 Z M55 16 C76 16 90 30 90 46 C90 55 86 61 79 63 C74 50 65 44 55 44 Z M45 20 C34 22 28 29 26 38 L45 38 Z',
  },
  banner: {
    shape: 'M18 6 H26 V94 H18 Z M26 12 H84 L71 31 L84 50 H26 Z',
    detail: 'M40 24 L46 31 L40 38 L34 31 Z',
  },
  // carnival
  mask: {
    shape:
      'M8 36 C30 24 70 24 92 36 C90 58 75 70 60 66 C56 61 44 61 40 66 C25 70 10 58 8 36 Z M25 45 C30 40 38 40 43 47 C36 52 30 51 25 45 Z M75 45 C70 40 62 40 57 47 C64 52 70 51 75 45 Z',
    detail: 'M50 30 C46 18 40 12 32 10 M50 30 C54 16 62 8 72 8',
    evenOdd: true,
  },
  drum: {
    shape: 'M16 30 C16 18 84 18 84 30 V70 C84 82 16 82 16 70 Z',
    detail: 'M16 30 C16 42 84 42 84 30 M16 34 L33 76 L50 38 L67 76 L84 34',
  },
  feather: {
    shape: 'M80 8 C40 16 20 46 24 80 L16 92 L21 95 L28 85 C64 82 88 48 80 8 Z',
    detail: 'M28 85 C40 62 56 38 76 14 M40 62 L56 60 M48 48 L64 46 M34 74 L48 74',
  },
  maraca: {
    shape: `${circle(40, 38, 26)} M56 56 L62 50 L90 84 L84 90 Z`,
    detail: `${circle(32, 30, 3)} ${circle(46, 26, 3)} ${circle(30, 46, 3)} ${circle(48, 44, 3)}`,
  },
  lantern: {
    shape: 'M36 10 H64 V18 H36 Z M28 20 H72 C84 34 84 66 72 80 H28 C16 66 16 34 28 20 Z M36 82 H64 V90 H36 Z',
    detail: 'M50 20 V80 M38 22 C32 40 32 60 38 78 M62 22 C68 40 68 60 62 78',
  },
  // egypt
  pharaoh: {
    shape:
      'M50 8 C71 8 81 22 81 40 L92 88 H8 L19 40 C19 22 29 8 50 8 Z M36 36 H64 V60 C64 72 58 78 50 78 C42 78 36 72 36 60 Z',
    detail: 'M20 50 H34 M66 50 H80 M16 64 H34 M66 64 H84 M14 78 H38 M62 78 H86',
    evenOdd: true,
  },
  pyramid: { shape: 'M50 10 L94 86 H6 Z', detail: 'M50 10 L60 86 M26 52 H73 M16 70 H83 M38 30 H62' },
  scarab: {
    shape:
      'M50 22 C68 22 76 38 76 58 C76 78 64 90 50 90 C36 90 24 78 24 58 C24 38 32 22 50 22 Z M38 20 A12 10 0 0 1 62 20 Z',
    detail: 'M50 36 V90 M24 42 L8 30 M76 42 L92 30 M24 60 L6 62 M76 60 L94 62 M28 78 L12 90 M72 78 L88 90',
  },
  ankh: {
    shape:
      'M43 48 C28 40 31 8 50 8 C69 8 72 40 57 48 H82 V59 H57 V94 H43 V59 H18 V48 Z M50 19 C41 19 41 38 50 43 C59 38 59 19 50 19 Z',
    evenOdd: true,
  },
  eye: {
    shape: 'M6 46 C26 20 74 20 94 46 C74 72 26 72 6 46 Z',
    detail: `${circle(50, 46, 13)} M38 66 L32 90 M60 64 C70 78 80 84 88 78`,
  },
  // ocean
  mermaid: {
    shape: 'M46 8 C62 28 64 52 55 70 L78 92 L56 87 L50 78 L44 87 L22 92 L45 70 C36 52 34 28 46 8 Z',
    detail: 'M44 30 C48 34 52 34 56 30 M42 44 C48 48 52 48 58 44 M44 58 C48 61 52 61 56 58',
  },
  shark: {
    shape: 'M6 62 C30 46 56 44 74 50 L92 34 L87 58 L94 78 L74 66 C56 74 30 74 6 62 Z M38 48 L52 20 L60 46 Z',
    detail: `${circle(20, 58, 2.5)} M30 64 C34 66 40 66 44 64`,
  },
  dolphin: {
    shape:
      'M8 66 C28 36 62 26 84 40 L93 33 L89 46 C89 57 81 63 71 63 L79 78 L62 67 C44 71 24 73 8 66 Z M46 33 L54 18 L60 33 Z',
    detail: circle(26, 56, 2.5),
  },
  turtle: {
    shape:
      'M20 58 C20 36 35 22 50 22 C65 22 80 36 80 58 Z M78 46 C90 40 97 52 87 57 L78 55 Z M27 58 L16 72 L34 66 Z M68 58 L80 72 L62 66 Z M18 58 H82 V64 H18 Z',
    detail: 'M36 40 L50 32 L64 40 V52 H36 Z M36 52 L28 58 M64 52 L72 58 M50 32 V22',
  },
  shell: {
    shape: 'M50 84 L12 46 C12 24 30 12 50 12 C70 12 88 24 88 46 Z M40 84 H60 V92 H40 Z',
    detail: 'M50 84 V14 M50 84 L31 17 M50 84 L69 17 M50 84 L15 36 M50 84 L85 36',
  },
  // myth
  dragon: {
    shape:
      'M12 72 C18 40 40 22 66 20 L86 6 L79 26 C91 34 93 48 85 57 L70 52 L77 67 L58 61 C48 72 30 80 12 72 Z',
    detail: `${circle(70, 34, 3.5)} M30 60 C38 54 46 52 56 54 M60 20 L56 8 L50 22`,
  },
  phoenix: {
    shape:
      'M50 30 C40 10 14 10 6 20 C22 22 30 30 36 44 C22 42 12 48 6 58 C22 54 34 56 42 62 L50 94 L58 62 C66 56 78 54 94 58 C88 48 78 42 64 44 C70 30 78 22 94 20 C86 10 60 10 50 30 Z',
    detail: 'M50 34 V80 M42 62 L50 72 L58 62',
  },
  unicorn: {
    shape:
      'M62 4 L53 36 L67 38 Z M53 36 C35 36 21 50 17 72 L30 80 L40 68 C48 74 60 74 66 66 L76 88 H89 C87 64 81 44 67 38 Z',
    detail: `${circle(44, 52, 3)} M58 14 L65 16 M56 22 L63 24 M70 44 C76 56 80 68 82 80`,
  },
  serpent: {
    shape:
      'M70 14 C40 10 26 30 40 44 C52 56 74 52 72 70 C70 86 44 92 22 82 L27 73 C44 81 61 78 61 70 C61 61 37 63 27 51 C11 31 34 2 74 6 Z',
    detail: `${circle(68, 10, 2.5)} M40 84 L36 76`,
  },
  orb: {
    shape: `${circle(50, 42, 30)} M32 74 H68 L75 92 H25 Z`,
    detail: 'M34 30 C38 22 46 18 54 20 M40 82 H60',
  },
  // jungle
  jaguar: {
    shape: `M30 72 C30 56 40 50 50 50 C60 50 70 56 70 72 C70 82 60 86 50 82 C40 86 30 82 30 72 Z ${circle(20, 45, 10)} ${circle(38, 28, 10)} ${circle(62, 28, 10)} ${circle(80, 45, 10)}`,
    tone: 'amber',
  },
  macaw: {
    shape:
      'M60 10 C44 10 34 24 36 40 L28 92 L46 70 L52 94 L58 66 C72 56 76 40 72 28 L86 34 C86 20 76 10 60 10 Z',
    detail: `${circle(58, 24, 3.5)} M40 52 L56 50 M38 64 L52 62`,
  },
  toucan: {
    shape:
      'M38 18 C22 18 14 32 16 50 C18 70 28 86 38 92 L46 60 C50 50 54 46 58 44 C72 44 86 50 94 58 C94 36 76 24 56 26 C52 21 45 18 38 18 Z',
    detail: `${circle(42, 32, 4)} M58 44 C70 38 82 42 90 50`,
  },
  monkey: {
    shape: `${circle(50, 50, 28)} ${circle(15, 46, 11)} ${circle(85, 46, 11)}`,
    detail: `M34 58 C34 44 66 44 66 58 C66 72 34 72 34 58 ${circle(40, 40, 3)} ${circle(60, 40, 3)} M44 62 C48 65 52 65 56 62`,
  },
  totem: {
    shape:
      'M28 8 H72 V34 H28 Z M20 37 H80 V62 H20 Z M29 65 H71 V92 H29 Z M10 40 L20 44 V54 L10 58 Z M90 40 L80 44 V54 L90 58 Z',
    detail: 'M38 20 H46 M54 20 H62 M34 48 H44 M56 48 H66 M40 78 H60 M44 28 H56',
  },
  // savanna
  lion: {
    shape:
      'M50 6 L59 17 L72 12 L74 26 L88 28 L83 41 L94 50 L83 59 L88 72 L74 74 L72 88 L59 83 L50 94 L41 83 L28 88 L26 74 L12 72 L17 59 L6 50 L17 41 L12 28 L26 26 L28 12 L41 17 Z',
    tone: 'amber',
    parts: [
      { d: circle(50, 52, 24), tone: 'gold' },
      {
        d: 'M38 64 C38 56 44 54 50 58 C56 54 62 56 62 64 C62 72 56 75 50 75 C44 75 38 72 38 64 Z',
        tone: 'silver',
      },
      { d: `${circle(32, 33, 6)} ${circle(68, 33, 6)}`, tone: 'gold' },
    ],
    dots: `M38 46 C40 42 45 42 47 46 C44 48 41 48 38 46 Z M53 46 C55 42 60 42 62 46 C59 48 56 48 53 46 Z M45 57 H55 L50 63 Z M50 63 V68 M44 70 C47 72 53 72 56 70`,
  },
  elephant: {
    shape:
      'M22 30 C22 18 34 12 46 14 C56 10 72 12 78 24 C86 30 86 44 78 52 V84 H66 V62 H56 C56 74 58 84 66 90 C52 92 44 80 44 62 V84 H32 V56 C24 50 20 40 22 30 Z',
    detail: `${circle(62, 30, 3)} M34 26 C30 34 32 42 38 46`,
  },
  rhino: {
    shape:
      'M8 60 C12 40 32 30 58 32 L70 12 L73 34 C83 38 92 48 92 60 C92 72 82 78 72 78 H28 C16 78 8 72 8 60 Z',
    tone: 'silver',
    detail: `M24 40 L16 22 L34 36 M30 78 V90 M70 78 V90 M40 46 C46 56 46 66 40 74`,
    dots: `${circle(66, 46, 3.5)} M84 58 C86 56 88 57 88 60 C86 61 85 60 84 58 Z`,
  },
  buffalo: {
    shape:
      'M50 30 C64 30 72 40 72 56 C72 74 62 88 50 88 C38 88 28 74 28 56 C28 40 36 30 50 30 Z M30 42 C14 42 5 28 8 12 C14 24 24 28 36 32 Z M70 42 C86 42 95 28 92 12 C86 24 76 28 64 32 Z',
    tone: 'bronze',
    parts: [
      {
        d: 'M30 42 C14 42 5 28 8 12 C14 24 24 28 36 32 Z M70 42 C86 42 95 28 92 12 C86 24 76 28 64 32 Z',
        tone: 'silver',
      },
      {
        d: 'M38 72 C38 64 44 62 50 62 C56 62 62 64 62 72 C62 80 56 84 50 84 C44 84 38 80 38 72 Z',
        tone: 'amber',
      },
    ],
    dots: `${circle(41, 50, 3.5)} ${circle(59, 50, 3.5)} ${circle(45, 73, 2.5)} ${circle(55, 73, 2.5)}`,
  },
  eagle: {
    shape:
      'M50 28 C46 28 44 32 44 36 C30 28 14 28 4 22 C10 38 24 48 40 50 L40 62 L30 88 L50 78 L70 88 L60 62 V50 C76 48 90 38 96 22 C86 28 70 28 56 36 C56 32 54 28 50 28 Z',
    detail: 'M14 32 L34 40 M86 32 L66 40 M20 40 L38 46 M80 40 L62 46',
  },
};

export const FALLBACK_GLYPH: Glyph = GLYPHS.ruby!;
