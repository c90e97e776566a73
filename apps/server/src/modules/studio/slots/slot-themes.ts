/**
 * Art sets for catalogue slots. A theme names its symbols by key (`jungle.jaguar`); the client maps
 * keys to drawings and translated names, so definitions carry no text or emoji. A game whose name
 * mentions a theme's subject gets that theme, so "Golden Jaguar" shows jaguars.
 */
export type SlotTheme = {
  key: string;
  /** Words of English catalogue names (names.ts nouns) that call for this theme. */
  keywords: readonly string[];
  /** High-paying symbols, best first. */
  high: readonly string[];
};

export const SLOT_THEMES: readonly SlotTheme[] = [
  {
    key: 'jungle',
    keywords: ['jaguar', 'macaw', 'toucan', 'monkey', 'jungle', 'totem', 'shaman', 'tiger', 'panther'],
    high: ['jaguar', 'macaw', 'toucan', 'monkey', 'totem'],
  },
  {
    key: 'savanna',
    keywords: [
      'lion',
      'elephant',
      'rhino',
      'buffalo',
      'bull',
      'eagle',
      'falcon',
      'stallion',
      'wolf',
      'owl',
      'rabbit',
      'cat',
      'panda',
    ],
    high: ['lion', 'elephant', 'rhino', 'buffalo', 'eagle'],
  },
  {
    key: 'myth',
    keywords: ['dragon', 'phoenix', 'unicorn', 'serpent', 'wizard', 'witch', 'goddess', 'magic', 'mystic'],
    high: ['dragon', 'phoenix', 'unicorn', 'serpent', 'orb'],
  },
  {
    key: 'egypt',
    keywords: ['pharaoh', 'pyramid', 'temple', 'relic', 'amulet', 'desert', 'scorpion', 'sultan'],
    high: ['pharaoh', 'pyramid', 'scarab', 'ankh', 'eye'],
  },
  {
    key: 'ocean',
    keywords: ['shark', 'dolphin', 'mermaid', 'turtle', 'ocean', 'island', 'pearl', 'caravel', 'pirate'],
    high: ['mermaid', 'shark', 'dolphin', 'turtle', 'shell'],
  },
  {
    key: 'royal',
    keywords: [
      'diamond',
      'ruby',
      'emerald',
      'sapphire',
      'jewel',
      'crown',
      'queen',
      'king',
      'princess',
      'emperor',
    ],
    high: ['crown', 'diamond', 'ruby', 'emerald', 'sapphire'],
  },
  {
    key: 'fortune',
    keywords: [
      'treasure',
      'coin',
      'bell',
      'clover',
      'horseshoe',
      'cherry',
      'fruit',
      'wheel',
      'vault',
      'chest',
      'fortune',
      'lucky',
    ],
    high: ['seven', 'bell', 'cherry', 'clover', 'horseshoe'],
  },
  {
    key: 'cosmos',
    keywords: ['star', 'moon', 'sun', 'comet', 'rocket', 'thunder', 'volcano', 'cosmic', 'electric'],
    high: ['planet', 'comet', 'rocket', 'star', 'moon'],
  },
  {
    key: 'warriors',
    keywords: ['samurai', 'ninja', 'warrior', 'knight', 'viking', 'gladiator', 'cowboy', 'sword', 'rooster'],
    high: ['helmet', 'sword', 'shield', 'axe', 'banner'],
  },
  {
    key: 'carnival',
    keywords: ['carnival', 'samba', 'drum', 'mask', 'lantern', 'lotus', 'express'],
    high: ['mask', 'drum', 'feather', 'maraca', 'lantern'],
  },
];

/** Low-paying symbols are card ranks in every theme, best first. */
export const CARD_SYMBOLS: readonly string[] = ['ace', 'king', 'queen', 'jack', 'ten', 'nine'];

/** The theme a catalogue name asks for: the first of its words that is some theme's keyword. */
export const themeForName = (name: string): SlotTheme | undefined => {
  for (const word of name.toLowerCase().split(/[^a-z]+/u)) {
    const theme = SLOT_THEMES.find((candidate) => candidate.keywords.includes(word));
    if (theme) return theme;
  }
  return undefined;
};
