/**
 * Art sets for catalogue slots. A theme names its symbols by key (`rabbit.carrot`); the client maps
 * keys to drawings and translated names, so definitions carry no text or emoji. A game whose name
 * mentions a theme's subject gets that theme, so "Fortune Rabbit" shows rabbits and carrots and
 * "Tesouro do Faraó" pharaohs. Keywords are the words of the catalogue's names (names.ts) in
 * English and Portuguese, lower case and without accents.
 */
export type SlotTheme = {
  key: string;
  /** Words that name the theme's subject: the first such word of a name decides. */
  keywords: readonly string[];
  /**
   * Words that only colour a name ("fortune", "gold"): they decide when no subject word does, so
   * "Fortune Rabbit" is a rabbit game, "Golden Fortune" a tiger one.
   */
  hints?: readonly string[];
  /** High-paying symbols, best first. */
  high: readonly string[];
};

export const SLOT_THEMES: readonly SlotTheme[] = [
  {
    key: 'rabbit',
    keywords: ['rabbit', 'rabbits', 'coelho', 'coelhos', 'bunny', 'carrot', 'cenoura'],
    high: ['rabbit', 'carrot', 'envelope', 'coin', 'lantern'],
  },
  {
    key: 'tiger',
    keywords: ['tiger', 'tigre', 'tigrinho', 'panda', 'lantern', 'lanterna', 'emperor', 'imperador'],
    hints: ['fortune', 'fortuna', 'lucky', 'sortudo', 'sortuda', 'gold', 'ouro', 'imperial'],
    high: ['tiger', 'ingot', 'envelope', 'coin', 'lantern'],
  },
  {
    key: 'fruit',
    keywords: [
      'fruit',
      'fruits',
      'fruta',
      'frutas',
      'cherry',
      'cereja',
      'melon',
      'melancia',
      'lemon',
      'limao',
    ],
    high: ['seven', 'watermelon', 'grapes', 'lemon', 'cherry'],
  },
  {
    key: 'egypt',
    keywords: [
      'pharaoh',
      'farao',
      'pyramid',
      'piramide',
      'sphinx',
      'esfinge',
      'anubis',
      'scorpion',
      'escorpiao',
      'desert',
      'deserto',
      'sultan',
      'sultao',
    ],
    hints: ['temple', 'templo', 'relic', 'reliquia', 'amulet', 'amuleto', 'ancient', 'antigo', 'antiga'],
    high: ['pharaoh', 'pyramid', 'scarab', 'ankh', 'eye'],
  },
  {
    key: 'ocean',
    keywords: [
      'shark',
      'tubarao',
      'dolphin',
      'golfinho',
      'mermaid',
      'sereia',
      'iara',
      'turtle',
      'tartaruga',
      'ocean',
      'oceano',
      'sea',
      'mar',
      'pearl',
      'perola',
      'pirate',
      'pirata',
      'caravel',
      'caravela',
      'island',
      'ilha',
      'fish',
      'peixe',
    ],
    high: ['mermaid', 'shark', 'dolphin', 'turtle', 'shell'],
  },
  {
    key: 'dragon',
    keywords: [
      'dragon',
      'dragao',
      'phoenix',
      'fenix',
      'serpent',
      'serpente',
      'lotus',
      'unicorn',
      'unicornio',
    ],
    high: ['dragon', 'phoenix', 'orb', 'lotus', 'coin'],
  },
  {
    key: 'royal',
    keywords: [
      'diamond',
      'diamante',
      'ruby',
      'rubi',
      'emerald',
      'esmeralda',
      'sapphire',
      'safira',
      'jewel',
      'jewels',
      'joia',
      'joias',
      'gems',
      'crown',
      'coroa',
      'queen',
      'rainha',
      'king',
      'rei',
      'princess',
      'princesa',
    ],
    hints: ['royal', 'real', 'crystal', 'cristalino', 'cristalina'],
    high: ['crown', 'diamond', 'ruby', 'emerald', 'sapphire'],
  },
  {
    key: 'candy',
    keywords: ['candy', 'doce', 'doces', 'sweet', 'sweets', 'sugar', 'acucar', 'party', 'festa'],
    hints: ['happy', 'feliz', 'bonanza'],
    high: ['lollipop', 'cupcake', 'candy', 'donut', 'cherry'],
  },
  {
    key: 'west',
    keywords: [
      'cowboy',
      'cauboi',
      'west',
      'oeste',
      'sheriff',
      'xerife',
      'stallion',
      'cavalo',
      'bull',
      'touro',
      'buffalo',
      'bufalo',
    ],
    high: ['hat', 'revolver', 'badge', 'boot', 'cactus'],
  },
  {
    key: 'carnival',
    keywords: [
      'carnival',
      'carnaval',
      'samba',
      'drum',
      'tambor',
      'mask',
      'mascara',
      'brasil',
      'brazil',
      'saci',
    ],
    hints: ['dancing', 'dancante', 'tropical', 'vibrant', 'vibrante'],
    high: ['mask', 'drum', 'feather', 'maraca', 'star'],
  },
  {
    key: 'olympus',
    keywords: [
      'zeus',
      'medusa',
      'hercules',
      'odin',
      'goddess',
      'deusa',
      'thunder',
      'trovao',
      'olympus',
      'olimpo',
      'gladiator',
      'gladiador',
      'titan',
    ],
    hints: [
      'legend',
      'lenda',
      'legendary',
      'lendario',
      'lendaria',
      'sacred',
      'sagrado',
      'sagrada',
      'celestial',
    ],
    high: ['lightning', 'trident', 'helmet', 'harp', 'amphora'],
  },
  {
    key: 'cosmos',
    keywords: [
      'star',
      'estrela',
      'moon',
      'lua',
      'sun',
      'sol',
      'comet',
      'cometa',
      'rocket',
      'foguete',
      'space',
      'espaco',
      'planet',
      'planeta',
      'volcano',
      'vulcao',
    ],
    hints: ['cosmic', 'cosmico', 'cosmica', 'electric', 'eletrico', 'eletrica', 'neon', 'moonlit', 'lunar'],
    high: ['planet', 'comet', 'rocket', 'star', 'moon'],
  },
  {
    key: 'jungle',
    keywords: [
      'jaguar',
      'onca',
      'macaw',
      'arara',
      'toucan',
      'tucano',
      'monkey',
      'macaco',
      'jungle',
      'selva',
      'amazon',
      'amazonia',
      'totem',
      'shaman',
      'xama',
      'inca',
      'curupira',
      'panther',
      'pantera',
    ],
    hints: ['wild', 'selvagem'],
    high: ['jaguar', 'macaw', 'toucan', 'monkey', 'totem'],
  },
  {
    key: 'savanna',
    keywords: [
      'lion',
      'leao',
      'elephant',
      'elefante',
      'rhino',
      'rinoceronte',
      'eagle',
      'aguia',
      'falcon',
      'falcao',
      'wolf',
      'lobo',
      'owl',
      'coruja',
      'cat',
      'gato',
      'rooster',
      'galo',
    ],
    high: ['lion', 'elephant', 'rhino', 'buffalo', 'eagle'],
  },
  {
    key: 'warriors',
    keywords: [
      'samurai',
      'ninja',
      'warrior',
      'guerreiro',
      'knight',
      'cavaleiro',
      'viking',
      'sword',
      'espada',
      'witch',
      'bruxa',
      'wizard',
      'mago',
    ],
    high: ['helmet', 'sword', 'shield', 'axe', 'banner'],
  },
  {
    key: 'fortune',
    keywords: [
      'coin',
      'moeda',
      'bell',
      'sino',
      'clover',
      'trevo',
      'horseshoe',
      'ferradura',
      'wheel',
      'roda',
      'seven',
      'sete',
      'express',
      'expresso',
    ],
    // Things a subject owns ("Tesouro do Faraó"): the owner decides when there is one.
    hints: ['treasure', 'tesouro', 'vault', 'cofre', 'chest', 'bau'],
    high: ['seven', 'bell', 'cherry', 'clover', 'horseshoe'],
  },
];

/** A game no keyword places draws one of these by its code: classic, broad art sets. */
export const FALLBACK_THEMES: readonly SlotTheme[] = SLOT_THEMES.filter((theme) =>
  ['fortune', 'fruit', 'royal', 'cosmos', 'tiger', 'carnival'].includes(theme.key),
);

/** Low-paying symbols are card ranks in every theme, best first. */
export const CARD_SYMBOLS: readonly string[] = ['ace', 'king', 'queen', 'jack', 'ten', 'nine'];

/** Lower case, accents dropped: "Dragão" → "dragao". */
const wordsOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z]+/u)
    .filter(Boolean);

/**
 * The theme a catalogue name asks for: the first of its words that names a theme's subject, else
 * the first word that hints at one ("Fortune", "Gold"), else none.
 */
export const themeForName = (name: string): SlotTheme | undefined => {
  const words = wordsOf(name);
  for (const word of words) {
    const theme = SLOT_THEMES.find((candidate) => candidate.keywords.includes(word));
    if (theme) return theme;
  }
  for (const word of words) {
    const theme = SLOT_THEMES.find((candidate) => candidate.hints?.includes(word));
    if (theme) return theme;
  }
  return undefined;
};
