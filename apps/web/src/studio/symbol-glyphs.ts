/**
 * Drawings of the themed symbols on a 100 × 100 grid: `shape` is filled with the symbol's
 * gradient, `detail` is drawn as light lines over it. One entry per theme subject
 * (slot-themes.ts on the server); an unknown subject falls back to a gem.
 */
export type Glyph = { shape: string; detail?: string; evenOdd?: true };

const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy} A${r} ${r} 0 1 0 ${cx + r} ${cy} A${r} ${r} 0 1 0 ${cx - r} ${cy} Z`;

export const GLYPHS: Record<string, Glyph> = {
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
    detail: `${circle(50, 52, 20)} ${circle(43, 46, 2.5)} ${circle(57, 46, 2.5)} M46 58 L50 62 L54 58`,
  },
  elephant: {
    shape:
      'M22 30 C22 18 34 12 46 14 C56 10 72 12 78 24 C86 30 86 44 78 52 V84 H66 V62 H56 C56 74 58 84 66 90 C52 92 44 80 44 62 V84 H32 V56 C24 50 20 40 22 30 Z',
    detail: `${circle(62, 30, 3)} M34 26 C30 34 32 42 38 46`,
  },
  rhino: {
    shape:
      'M8 60 C12 40 32 30 58 32 L70 12 L73 34 C83 38 92 48 92 60 C92 72 82 78 72 78 H28 C16 78 8 72 8 60 Z',
    detail: `M24 40 L16 22 L34 36 ${circle(66, 46, 3)} M30 78 V90 M70 78 V90`,
  },
  buffalo: {
    shape:
      'M50 30 C64 30 72 40 72 56 C72 74 62 88 50 88 C38 88 28 74 28 56 C28 40 36 30 50 30 Z M30 42 C14 42 5 28 8 12 C14 24 24 28 36 32 Z M70 42 C86 42 95 28 92 12 C86 24 76 28 64 32 Z',
    detail: `${circle(41, 52, 3)} ${circle(59, 52, 3)} M42 74 C46 78 54 78 58 74`,
  },
  eagle: {
    shape:
      'M50 28 C46 28 44 32 44 36 C30 28 14 28 4 22 C10 38 24 48 40 50 L40 62 L30 88 L50 78 L70 88 L60 62 V50 C76 48 90 38 96 22 C86 28 70 28 56 36 C56 32 54 28 50 28 Z',
    detail: 'M14 32 L34 40 M86 32 L66 40 M20 40 L38 46 M80 40 L62 46',
  },
};

export const FALLBACK_GLYPH: Glyph = GLYPHS.ruby!;
