import type { FishShape, FishTheme } from '@platform/contracts';

/**
 * The creatures each fishing theme draws from. A tier fixes the range of multipliers a species may
 * get and how big and fast it swims; the definition picks a few of each tier for a game.
 */
export const FISH_TIERS = ['small', 'medium', 'large', 'boss'] as const;
export type FishTier = (typeof FISH_TIERS)[number];

export type FishKind = {
  id: string;
  names: { PT: string; EN: string; CN: string };
  shape: FishShape;
  colors: readonly [string, string, string];
  tier: FishTier;
};

const kind = (
  tier: FishTier,
  id: string,
  [PT, EN, CN]: readonly [string, string, string],
  shape: FishShape,
  colors: readonly [string, string, string],
): FishKind => ({ id, names: { PT, EN, CN }, shape, colors, tier });

export const FISH_POOLS: Record<FishTheme, readonly FishKind[]> = {
  ocean: [
    kind('small', 'sardine', ['Sardinha', 'Sardine', '沙丁鱼'], 'fish', ['#8fb8d8', '#e6f1f8', '#4d7fa8']),
    kind('small', 'mackerel', ['Cavalinha', 'Mackerel', '鲭鱼'], 'fish', ['#3f8f9e', '#d8ecef', '#1f5866']),
    kind('small', 'flying-fish', ['Peixe-voador', 'Flying fish', '飞鱼'], 'fish', [
      '#5aa6e0',
      '#eaf4ff',
      '#a9d7ff',
    ]),
    kind('small', 'pufferfish', ['Baiacu', 'Pufferfish', '河豚'], 'round', ['#e0c25a', '#fff4c8', '#8a6d1f']),
    kind('small', 'jellyfish', ['Água-viva', 'Jellyfish', '水母'], 'jelly', [
      '#c59bff',
      '#f1e6ff',
      '#8c5fe0',
    ]),
    kind('medium', 'tuna', ['Atum', 'Tuna', '金枪鱼'], 'fish', ['#2f5f9e', '#cfdcec', '#f5c842']),
    kind('medium', 'sea-turtle', ['Tartaruga-marinha', 'Sea turtle', '海龟'], 'turtle', [
      '#5f9e4a',
      '#c9b27a',
      '#3d6b2f',
    ]),
    kind('medium', 'squid', ['Lula', 'Squid', '鱿鱼'], 'squid', ['#e88a7a', '#ffd9cf', '#b5564a']),
    kind('medium', 'barracuda', ['Barracuda', 'Barracuda', '梭鱼'], 'long', [
      '#9fb3c2',
      '#eef3f6',
      '#4e6474',
    ]),
    kind('large', 'dolphin', ['Golfinho', 'Dolphin', '海豚'], 'dolphin', ['#6b8fb5', '#dfe9f3', '#4a6d91']),
    kind('large', 'manta', ['Arraia-manta', 'Manta ray', '蝠鲼'], 'ray', ['#34465e', '#e8eef5', '#1d2a3b']),
    kind('large', 'marlin', ['Marlim-azul', 'Blue marlin', '蓝枪鱼'], 'long', [
      '#1f5fa8',
      '#d6e6f5',
      '#69b4ff',
    ]),
    kind('boss', 'great-white', ['Tubarão-branco', 'Great white shark', '大白鲨'], 'shark', [
      '#7d8fa3',
      '#f2f5f8',
      '#56677a',
    ]),
    kind('boss', 'humpback', ['Baleia-jubarte', 'Humpback whale', '座头鲸'], 'whale', [
      '#2e4763',
      '#c9d6e4',
      '#1b2d42',
    ]),
  ],
  reef: [
    kind('small', 'clownfish', ['Peixe-palhaço', 'Clownfish', '小丑鱼'], 'fish', [
      '#ff7a1a',
      '#ffffff',
      '#1a1a1a',
    ]),
    kind('small', 'blue-tang', ['Cirurgião-azul', 'Blue tang', '蓝倒吊'], 'fish', [
      '#2f6fe0',
      '#ffd23f',
      '#0d2a66',
    ]),
    kind('small', 'angelfish', ['Peixe-anjo', 'Angelfish', '神仙鱼'], 'tall', [
      '#ffd23f',
      '#2f8fe0',
      '#1a3f8f',
    ]),
    kind('small', 'pufferfish', ['Baiacu', 'Pufferfish', '河豚'], 'round', ['#e6c86e', '#fff6d6', '#7a5f1a']),
    kind('small', 'crab', ['Caranguejo', 'Crab', '螃蟹'], 'crab', ['#e5482e', '#ffb199', '#8f2414']),
    kind('medium', 'lionfish', ['Peixe-leão', 'Lionfish', '狮子鱼'], 'tall', [
      '#e8563a',
      '#fff0e6',
      '#7a1f12',
    ]),
    kind('medium', 'moray', ['Moreia', 'Moray eel', '海鳗'], 'long', ['#7c8a2e', '#e3e89a', '#3f4816']),
    kind('medium', 'octopus', ['Polvo', 'Octopus', '章鱼'], 'squid', ['#d2476f', '#ffc2d3', '#8a1f40']),
    kind('medium', 'hawksbill', ['Tartaruga-de-pente', 'Hawksbill turtle', '玳瑁'], 'turtle', [
      '#8a6a2e',
      '#e8d29a',
      '#4f3a12',
    ]),
    kind('large', 'eagle-ray', ['Arraia-pintada', 'Spotted eagle ray', '斑点鹞鲼'], 'ray', [
      '#2b3a4f',
      '#f4f7fb',
      '#f4f7fb',
    ]),
    kind('large', 'napoleon', ['Peixe-napoleão', 'Napoleon wrasse', '苏眉鱼'], 'fish', [
      '#2fa58c',
      '#bdf0e1',
      '#1b5f8f',
    ]),
    kind('large', 'reef-shark', ['Tubarão-de-recife', 'Reef shark', '礁鲨'], 'shark', [
      '#8a99a8',
      '#eef2f5',
      '#2a2f36',
    ]),
    kind('boss', 'hammerhead', ['Tubarão-martelo', 'Hammerhead shark', '双髻鲨'], 'shark', [
      '#6d7f91',
      '#e9eef2',
      '#445566',
    ]),
    kind('boss', 'sunfish', ['Peixe-lua', 'Ocean sunfish', '翻车鱼'], 'tall', [
      '#9aa7b5',
      '#e9edf1',
      '#5d6b7a',
    ]),
  ],
  deep: [
    kind('small', 'lanternfish', ['Peixe-lanterna', 'Lanternfish', '灯笼鱼'], 'fish', [
      '#3d4f73',
      '#9fd8ff',
      '#6cf0ff',
    ]),
    kind('small', 'hatchetfish', ['Peixe-machado', 'Hatchetfish', '斧头鱼'], 'tall', [
      '#b9c6d6',
      '#eef4fb',
      '#6cf0ff',
    ]),
    kind('small', 'deep-jelly', ['Água-viva-abissal', 'Deep-sea jellyfish', '深海水母'], 'jelly', [
      '#ff5fa8',
      '#ffd0e6',
      '#6cf0ff',
    ]),
    kind('small', 'glass-squid', ['Lula-de-vidro', 'Glass squid', '玻璃乌贼'], 'squid', [
      '#9fe6ff',
      '#e8fbff',
      '#4fb6d8',
    ]),
    kind('medium', 'anglerfish', ['Peixe-diabo', 'Anglerfish', '鮟鱇鱼'], 'angler', [
      '#4a3b5c',
      '#8d7aa3',
      '#fff27a',
    ]),
    kind('medium', 'vampire-squid', ['Lula-vampira', 'Vampire squid', '幽灵蛸'], 'squid', [
      '#8f1f3a',
      '#e06a86',
      '#4cc9ff',
    ]),
    kind('medium', 'viperfish', ['Peixe-víbora', 'Viperfish', '蝰鱼'], 'long', [
      '#2e4a66',
      '#8fb8d8',
      '#6cf0ff',
    ]),
    kind('medium', 'spider-crab', ['Caranguejo-aranha', 'Spider crab', '蜘蛛蟹'], 'crab', [
      '#d9733a',
      '#ffc79a',
      '#7a3814',
    ]),
    kind('large', 'giant-squid', ['Lula-gigante', 'Giant squid', '大王乌贼'], 'squid', [
      '#c2463a',
      '#ffb3a6',
      '#6b1a12',
    ]),
    kind('large', 'goblin-shark', ['Tubarão-duende', 'Goblin shark', '欧氏尖吻鲛'], 'shark', [
      '#d98a9a',
      '#fbe3e8',
      '#8f4a58',
    ]),
    kind('large', 'coelacanth', ['Celacanto', 'Coelacanth', '腔棘鱼'], 'fish', [
      '#2c4c7a',
      '#9fb8d8',
      '#e8e8f0',
    ]),
    kind('boss', 'sperm-whale', ['Cachalote', 'Sperm whale', '抹香鲸'], 'whale', [
      '#4a4f5c',
      '#9aa0ad',
      '#2c3038',
    ]),
    kind('boss', 'kraken', ['Kraken', 'Kraken', '克拉肯'], 'squid', ['#6b2fa8', '#d7b3ff', '#3c1466']),
  ],
  river: [
    kind('small', 'piranha', ['Piranha', 'Piranha', '食人鱼'], 'fish', ['#8a9aa8', '#e5483a', '#4f5d6b']),
    kind('small', 'lambari', ['Lambari', 'Lambari', '丽脂鲤'], 'fish', ['#c7d3dc', '#f4f8fb', '#f5c842']),
    kind('small', 'cardinal-tetra', ['Cardinal', 'Cardinal tetra', '红绿灯鱼'], 'fish', [
      '#2fa8ff',
      '#ff3d3d',
      '#0d4f8f',
    ]),
    kind('small', 'discus', ['Acará-disco', 'Discus', '七彩神仙鱼'], 'tall', [
      '#ff8a3d',
      '#3dc6ff',
      '#a8321a',
    ]),
    kind('medium', 'peacock-bass', ['Tucunaré', 'Peacock bass', '孔雀鲈'], 'fish', [
      '#c9b52e',
      '#f2e9a0',
      '#2d5a1f',
    ]),
    kind('medium', 'electric-eel', ['Poraquê', 'Electric eel', '电鳗'], 'long', [
      '#4a4f2e',
      '#e0b84a',
      '#fff27a',
    ]),
    kind('medium', 'tambaqui', ['Tambaqui', 'Tambaqui', '大盖巨脂鲤'], 'tall', [
      '#4f5a5f',
      '#e0d3b0',
      '#2a2f33',
    ]),
    kind('medium', 'river-stingray', ['Arraia-de-rio', 'River stingray', '淡水魟'], 'ray', [
      '#6b4a2e',
      '#f0e0c8',
      '#f5c842',
    ]),
    kind('large', 'arowana', ['Aruanã', 'Arowana', '银龙鱼'], 'long', ['#c9d3dc', '#f4f8fb', '#8f9ea8']),
    kind('large', 'jau', ['Jaú', 'Jau catfish', '巨鲶'], 'fish', ['#6b5a3a', '#d9c9a0', '#3a2f1a']),
    kind('large', 'river-turtle', ['Tartaruga-da-amazônia', 'Amazon river turtle', '亚马逊河龟'], 'turtle', [
      '#5a6b3a',
      '#d9c98a',
      '#33401f',
    ]),
    kind('boss', 'pirarucu', ['Pirarucu', 'Arapaima', '巨骨舌鱼'], 'long', ['#5a6b4a', '#e5483a', '#2f3a26']),
    kind('boss', 'boto', ['Boto-cor-de-rosa', 'Pink river dolphin', '亚马逊河豚'], 'dolphin', [
      '#ff9fb8',
      '#ffe3ea',
      '#d86a88',
    ]),
  ],
  golden: [
    kind('small', 'goldfish', ['Peixe-dourado', 'Goldfish', '金鱼'], 'fish', [
      '#ff9a1f',
      '#ffe08a',
      '#ff5f1f',
    ]),
    kind('small', 'koi', ['Carpa koi', 'Koi', '锦鲤'], 'fish', ['#ffffff', '#ff4d2e', '#ff4d2e']),
    kind('small', 'golden-puffer', ['Baiacu-dourado', 'Golden puffer', '金河豚'], 'round', [
      '#f5c842',
      '#fff4c8',
      '#a8780f',
    ]),
    kind('small', 'golden-crab', ['Caranguejo-dourado', 'Golden crab', '金蟹'], 'crab', [
      '#f5b301',
      '#ffe08a',
      '#8a5a00',
    ]),
    kind('medium', 'golden-carp', ['Carpa dourada', 'Golden carp', '金鲤鱼'], 'fish', [
      '#f5b301',
      '#fff0b3',
      '#c96f00',
    ]),
    kind('medium', 'golden-turtle', ['Tartaruga dourada', 'Golden turtle', '金龟'], 'turtle', [
      '#d9a21f',
      '#fff0b3',
      '#7a5200',
    ]),
    kind('medium', 'golden-octopus', ['Polvo dourado', 'Golden octopus', '金章鱼'], 'squid', [
      '#ffb347',
      '#fff0b3',
      '#b35f00',
    ]),
    kind('medium', 'golden-ray', ['Arraia dourada', 'Golden ray', '金鳐'], 'ray', [
      '#c98f1f',
      '#fff0b3',
      '#7a5200',
    ]),
    kind('large', 'golden-shark', ['Tubarão dourado', 'Golden shark', '黄金鲨'], 'shark', [
      '#e0a81f',
      '#fff4c8',
      '#8a5a00',
    ]),
    kind('large', 'golden-dolphin', ['Golfinho dourado', 'Golden dolphin', '金海豚'], 'dolphin', [
      '#f5c842',
      '#fff8dc',
      '#b38600',
    ]),
    kind('large', 'jade-arowana', ['Aruanã de jade', 'Jade arowana', '翡翠龙鱼'], 'long', [
      '#2fbf8f',
      '#d6ffef',
      '#f5c842',
    ]),
    kind('boss', 'golden-dragon', ['Dragão dourado', 'Golden dragon', '黄金龙'], 'dragon', [
      '#f5b301',
      '#fff0b3',
      '#e8353a',
    ]),
    kind('boss', 'imperial-whale', ['Baleia imperial', 'Imperial whale', '帝王鲸'], 'whale', [
      '#c98f1f',
      '#fff0b3',
      '#7a1f1f',
    ]),
  ],
};
