import type { GameClass, GameType, LocalisedGameNames } from '@platform/contracts';

/** A source of numbers in [0, 1); seeded, so names are the same on every build. */
export type Random = () => number;

type Gender = 'm' | 'f';

/**
 * A pattern around a base name: `{b}` stands for the base in each language. Portuguese may need
 * a masculine and a feminine form (Truco Clássico, Canastra Clássica).
 */
type Template = { pt: string | Record<Gender, string>; en: string; cn: string };

/** A base name with the grammatical gender its Portuguese form imposes on templates. */
type Base = { pt: string; g: Gender; en: string; cn: string };

type Adjective = { m: string; f: string; en: string; cn: string };
type Noun = Base & { avoid: readonly string[] };
type Owner = { pt: string; article: 'o' | 'a' | ''; en: string; withThe: boolean; cn: string };
type OwnedThing = { pt: string; en: string; cn: string };
type SeaSubject = { pt: string; article: 'o' | 'a'; en: string; cn: string; creature: boolean };
type SeaTitle = { pt: string; en: string; cn: string; creaturesOnly: boolean };

const LANGUAGES = ['PT', 'EN', 'CN'] as const;

const localised = (pt: string, en: string, cn: string): LocalisedGameNames => ({ PT: pt, EN: en, CN: cn });
const base = (pt: string, g: Gender, en: string, cn: string): Base => ({ pt, g, en, cn });
const adjective = (m: string, f: string, en: string, cn: string): Adjective => ({ m, f, en, cn });
const noun = (pt: string, g: Gender, en: string, cn: string, avoid: readonly string[] = []): Noun => ({
  pt,
  g,
  en,
  cn,
  avoid,
});
const template = (pt: Template['pt'], en: string, cn: string): Template => ({ pt, en, cn });
const gendered = (m: string, f: string) => ({ m, f });

const PLAIN: Template = template('{b}', '{b}', '{b}');

// ---------------------------------------------------------------------------------------------
// Word lists. Adjectives follow the noun in Portuguese and agree with its gender; English and
// Chinese put them first. Chinese nouns are mostly two characters, which reads naturally after a
// two-character adjective (黄金猛虎).

const ADJECTIVES: readonly Adjective[] = [
  adjective('Dourado', 'Dourada', 'Golden', '黄金'),
  adjective('Selvagem', 'Selvagem', 'Wild', '狂野'),
  adjective('Místico', 'Mística', 'Mystic', '神秘'),
  adjective('Lendário', 'Lendária', 'Legendary', '传奇'),
  adjective('Sagrado', 'Sagrada', 'Sacred', '神圣'),
  adjective('Real', 'Real', 'Royal', '皇家'),
  adjective('Brilhante', 'Brilhante', 'Shining', '闪耀'),
  adjective('Ardente', 'Ardente', 'Blazing', '烈焰'),
  adjective('Encantado', 'Encantada', 'Enchanted', '梦幻'),
  adjective('Sortudo', 'Sortuda', 'Lucky', '幸运'),
  adjective('Congelado', 'Congelada', 'Frozen', '冰封'),
  adjective('Antigo', 'Antiga', 'Ancient', '远古'),
  adjective('Imperial', 'Imperial', 'Imperial', '帝王'),
  adjective('Eterno', 'Eterna', 'Eternal', '永恒'),
  adjective('Furioso', 'Furiosa', 'Raging', '狂怒'),
  adjective('Cósmico', 'Cósmica', 'Cosmic', '宇宙'),
  adjective('Elétrico', 'Elétrica', 'Electric', '闪电'),
  adjective('Tropical', 'Tropical', 'Tropical', '热带'),
  adjective('Noturno', 'Noturna', 'Midnight', '午夜'),
  adjective('Prateado', 'Prateada', 'Silver', '白银'),
  adjective('Veloz', 'Veloz', 'Swift', '疾风'),
  adjective('Feliz', 'Feliz', 'Happy', '快乐'),
  adjective('Poderoso', 'Poderosa', 'Mighty', '威猛'),
  adjective('Supremo', 'Suprema', 'Supreme', '至尊'),
  adjective('Sombrio', 'Sombria', 'Shadow', '暗影'),
  adjective('Radiante', 'Radiante', 'Radiant', '璀璨'),
  adjective('Carmesim', 'Carmesim', 'Crimson', '赤红'),
  adjective('Azul', 'Azul', 'Blue', '蔚蓝'),
  adjective('Dançante', 'Dançante', 'Dancing', '舞动'),
  adjective('Mágico', 'Mágica', 'Magic', '魔幻'),
  adjective('Celestial', 'Celestial', 'Celestial', '天界'),
  adjective('Infernal', 'Infernal', 'Infernal', '炼狱'),
  adjective('Gigante', 'Gigante', 'Giant', '巨型'),
  adjective('Neon', 'Neon', 'Neon', '霓虹'),
  adjective('Cristalino', 'Cristalina', 'Crystal', '水晶'),
  adjective('Esplêndido', 'Esplêndida', 'Splendid', '辉煌'),
  adjective('Invencível', 'Invencível', 'Invincible', '无敌'),
  adjective('Oculto', 'Oculta', 'Hidden', '隐秘'),
  adjective('Rebelde', 'Rebelde', 'Rebel', '叛逆'),
  adjective('Valente', 'Valente', 'Brave', '英勇'),
  adjective('Tempestuoso', 'Tempestuosa', 'Storm', '风暴'),
  adjective('Explosivo', 'Explosiva', 'Explosive', '爆裂'),
  adjective('Lunar', 'Lunar', 'Moonlit', '月光'),
  adjective('Faminto', 'Faminta', 'Hungry', '饥饿'),
  adjective('Vibrante', 'Vibrante', 'Vibrant', '缤纷'),
];

/** `avoid` lists English adjectives that would repeat the noun ("Royal King", "Electric Thunder"). */
const SLOT_NOUNS: readonly Noun[] = [
  noun('Tigre', 'm', 'Tiger', '猛虎'),
  noun('Dragão', 'm', 'Dragon', '巨龙'),
  noun('Fênix', 'f', 'Phoenix', '凤凰'),
  noun('Leão', 'm', 'Lion', '雄狮'),
  noun('Pantera', 'f', 'Panther', '灵豹'),
  noun('Águia', 'f', 'Eagle', '雄鹰'),
  noun('Coruja', 'f', 'Owl', '猫头鹰'),
  noun('Lobo', 'm', 'Wolf', '苍狼'),
  noun('Serpente', 'f', 'Serpent', '灵蛇'),
  noun('Tartaruga', 'f', 'Turtle', '神龟'),
  noun('Onça', 'f', 'Jaguar', '美洲豹'),
  noun('Arara', 'f', 'Macaw', '金刚鹦鹉'),
  noun('Tucano', 'm', 'Toucan', '巨嘴鸟'),
  noun('Macaco', 'm', 'Monkey', '灵猴'),
  noun('Coelho', 'm', 'Rabbit', '玉兔'),
  noun('Búfalo', 'm', 'Buffalo', '野牛'),
  noun('Rinoceronte', 'm', 'Rhino', '犀牛'),
  noun('Elefante', 'm', 'Elephant', '大象'),
  noun('Touro', 'm', 'Bull', '公牛'),
  noun('Gato', 'm', 'Cat', '灵猫'),
  noun('Panda', 'm', 'Panda', '熊猫'),
  noun('Cavalo', 'm', 'Stallion', '骏马'),
  noun('Unicórnio', 'm', 'Unicorn', '独角兽'),
  noun('Galo', 'm', 'Rooster', '雄鸡'),
  noun('Escorpião', 'm', 'Scorpion', '毒蝎'),
  noun('Tubarão', 'm', 'Shark', '鲨鱼'),
  noun('Golfinho', 'm', 'Dolphin', '海豚'),
  noun('Falcão', 'm', 'Falcon', '猎鹰'),
  noun('Rainha', 'f', 'Queen', '女王', ['Royal', 'Imperial']),
  noun('Rei', 'm', 'King', '国王', ['Royal', 'Imperial']),
  noun('Deusa', 'f', 'Goddess', '女神'),
  noun('Faraó', 'm', 'Pharaoh', '法老'),
  noun('Samurai', 'm', 'Samurai', '武士'),
  noun('Ninja', 'm', 'Ninja', '忍者'),
  noun('Pirata', 'm', 'Pirate', '海盗'),
  noun('Sereia', 'f', 'Mermaid', '美人鱼'),
  noun('Princesa', 'f', 'Princess', '公主', ['Royal']),
  noun('Guerreiro', 'm', 'Warrior', '勇士'),
  noun('Cavaleiro', 'm', 'Knight', '骑士'),
  noun('Bruxa', 'f', 'Witch', '女巫'),
  noun('Mago', 'm', 'Wizard', '法师', ['Magic']),
  noun('Viking', 'm', 'Viking', '维京人'),
  noun('Gladiador', 'm', 'Gladiator', '角斗士'),
  noun('Caubói', 'm', 'Cowboy', '牛仔'),
  noun('Xamã', 'm', 'Shaman', '萨满'),
  noun('Imperador', 'm', 'Emperor', '皇帝', ['Royal', 'Imperial']),
  noun('Sultão', 'm', 'Sultan', '苏丹'),
  noun('Diamante', 'm', 'Diamond', '钻石', ['Crystal']),
  noun('Rubi', 'm', 'Ruby', '红宝石', ['Crimson']),
  noun('Esmeralda', 'f', 'Emerald', '翡翠'),
  noun('Safira', 'f', 'Sapphire', '蓝宝石', ['Blue']),
  noun('Pérola', 'f', 'Pearl', '珍珠'),
  noun('Joia', 'f', 'Jewel', '珠宝'),
  noun('Coroa', 'f', 'Crown', '皇冠', ['Royal', 'Imperial']),
  noun('Estrela', 'f', 'Star', '星辰'),
  noun('Lua', 'f', 'Moon', '明月', ['Moonlit']),
  noun('Sol', 'm', 'Sun', '骄阳'),
  noun('Cometa', 'm', 'Comet', '彗星'),
  noun('Trovão', 'm', 'Thunder', '雷霆', ['Electric', 'Storm']),
  noun('Vulcão', 'm', 'Volcano', '火山'),
  noun('Templo', 'm', 'Temple', '神殿'),
  noun('Pirâmide', 'f', 'Pyramid', '金字塔'),
  noun('Tesouro', 'm', 'Treasure', '宝藏'),
  noun('Moeda', 'f', 'Coin', '钱币'),
  noun('Sino', 'm', 'Bell', '铃铛'),
  noun('Trevo', 'm', 'Clover', '四叶草'),
  noun('Ferradura', 'f', 'Horseshoe', '马蹄铁'),
  noun('Cereja', 'f', 'Cherry', '樱桃'),
  noun('Fruta', 'f', 'Fruit', '水果'),
  noun('Roda', 'f', 'Wheel', '转轮'),
  noun('Caravela', 'f', 'Caravel', '帆船'),
  noun('Ilha', 'f', 'Island', '海岛'),
  noun('Selva', 'f', 'Jungle', '丛林', ['Wild']),
  noun('Oceano', 'm', 'Ocean', '海洋'),
  noun('Deserto', 'm', 'Desert', '沙漠'),
  noun('Expresso', 'm', 'Express', '快车', ['Swift']),
  noun('Carnaval', 'm', 'Carnival', '狂欢节'),
  noun('Samba', 'm', 'Samba', '桑巴'),
  noun('Lótus', 'f', 'Lotus', '莲花'),
  noun('Tambor', 'm', 'Drum', '战鼓'),
  noun('Máscara', 'f', 'Mask', '面具'),
  noun('Espada', 'f', 'Sword', '宝剑'),
  noun('Lanterna', 'f', 'Lantern', '灯笼'),
  noun('Cofre', 'm', 'Vault', '金库'),
  noun('Baú', 'm', 'Chest', '宝箱'),
  noun('Fortuna', 'f', 'Fortune', '财富'),
  noun('Foguete', 'm', 'Rocket', '火箭'),
  noun('Relíquia', 'f', 'Relic', '圣物'),
  noun('Amuleto', 'm', 'Amulet', '护身符'),
  noun('Totem', 'm', 'Totem', '图腾'),
];

const owner = (pt: string, article: Owner['article'], en: string, withThe: boolean, cn: string): Owner => ({
  pt,
  article,
  en,
  withThe,
  cn,
});

/** Who or what a thing belongs to: "Tesouro do Faraó", "Pharaoh's Treasure", "法老宝藏". */
const OWNERS: readonly Owner[] = [
  owner('Faraó', 'o', 'Pharaoh', true, '法老'),
  owner('Dragão', 'o', 'Dragon', true, '巨龙'),
  owner('Rainha', 'a', 'Queen', true, '女王'),
  owner('Rei', 'o', 'King', true, '国王'),
  owner('Deusa', 'a', 'Goddess', true, '女神'),
  owner('Tigre', 'o', 'Tiger', true, '猛虎'),
  owner('Fênix', 'a', 'Phoenix', true, '凤凰'),
  owner('Samurai', 'o', 'Samurai', true, '武士'),
  owner('Pirata', 'o', 'Pirate', true, '海盗'),
  owner('Sereia', 'a', 'Mermaid', true, '美人鱼'),
  owner('Viking', 'o', 'Viking', true, '维京人'),
  owner('Xamã', 'o', 'Shaman', true, '萨满'),
  owner('Esfinge', 'a', 'Sphinx', true, '斯芬克斯'),
  owner('Sultão', 'o', 'Sultan', true, '苏丹'),
  owner('Amazônia', 'a', 'Amazon', true, '亚马逊'),
  owner('Inca', 'o', 'Inca', true, '印加'),
  owner('Oceano', 'o', 'Ocean', true, '海洋'),
  owner('Selva', 'a', 'Jungle', true, '丛林'),
  owner('Deserto', 'o', 'Desert', true, '沙漠'),
  owner('Vulcão', 'o', 'Volcano', true, '火山'),
  owner('Imperador', 'o', 'Emperor', true, '皇帝'),
  owner('Ninja', 'o', 'Ninja', true, '忍者'),
  owner('Zeus', '', 'Zeus', false, '宙斯'),
  owner('Anúbis', '', 'Anubis', false, '阿努比斯'),
  owner('Medusa', '', 'Medusa', false, '美杜莎'),
  owner('Odin', '', 'Odin', false, '奥丁'),
  owner('Hércules', '', 'Hercules', false, '赫拉克勒斯'),
  owner('Iara', '', 'Iara', false, '伊阿拉'),
  owner('Curupira', 'o', 'Curupira', false, '库鲁皮拉'),
  owner('Saci', 'o', 'Saci', false, '萨西'),
];

/** `{poss}` is "Pharaoh's", `{of}` is "the Pharaoh" (or "Zeus"), `{o}` the Chinese owner. */
const OWNED_THINGS: readonly OwnedThing[] = [
  { pt: 'Tesouro', en: '{poss} Treasure', cn: '{o}宝藏' },
  { pt: 'Fortuna', en: '{poss} Fortune', cn: '{o}财富' },
  { pt: 'Ouro', en: '{poss} Gold', cn: '{o}黄金' },
  { pt: 'Joias', en: '{poss} Jewels', cn: '{o}珠宝' },
  { pt: 'Coroa', en: '{poss} Crown', cn: '{o}皇冠' },
  { pt: 'Templo', en: 'Temple of {of}', cn: '{o}神殿' },
  { pt: 'Segredo', en: 'Secret of {of}', cn: '{o}的秘密' },
  { pt: 'Lenda', en: 'Legend of {of}', cn: '{o}传说' },
  { pt: 'Reino', en: '{poss} Kingdom', cn: '{o}王国' },
  { pt: 'Fúria', en: '{poss} Fury', cn: '{o}之怒' },
  { pt: 'Despertar', en: '{poss} Awakening', cn: '{o}觉醒' },
  { pt: 'Ascensão', en: 'Rise of {of}', cn: '{o}崛起' },
  { pt: 'Caminho', en: 'Path of {of}', cn: '{o}之路' },
  { pt: 'Olho', en: 'Eye of {of}', cn: '{o}之眼' },
  { pt: 'Festa', en: '{poss} Party', cn: '{o}派对' },
  { pt: 'Baú', en: '{poss} Chest', cn: '{o}宝箱' },
  { pt: 'Bênção', en: 'Blessing of {of}', cn: '{o}的祝福' },
];

/** Brazilian players know these mechanics by their English names, so Portuguese keeps them. */
const SLOT_SUFFIXES: readonly Template[] = [
  template('{b} Deluxe', '{b} Deluxe', '{b}豪华版'),
  template('{b} Megaways', '{b} Megaways', '{b} Megaways'),
  template('{b} Hold & Win', '{b} Hold & Win', '{b} Hold & Win'),
  template('{b} Turbo', '{b} Turbo', '{b}极速版'),
  template('{b} Bonanza', '{b} Bonanza', '{b}大丰收'),
  template('{b} Rush', '{b} Rush', '{b}狂潮'),
  template('{b} Max', '{b} Max', '{b}极致版'),
  template('{b} Infinity', '{b} Infinity', '{b}无限版'),
];

/** Video poker keeps its English names in Brazil where players know them that way. */
const VIDEO_POKERS: readonly Base[] = [
  base('Jacks or Better', 'm', 'Jacks or Better', '对J高手'),
  base('Deuces Wild', 'm', 'Deuces Wild', '百搭二'),
  base('Pôquer Coringa', 'm', 'Joker Poker', '小丑扑克'),
  base('Pôquer Bônus', 'm', 'Bonus Poker', '奖金扑克'),
  base('Bônus Duplo', 'm', 'Double Bonus Poker', '双倍奖金扑克'),
  base('Bônus Duplo Duplo', 'm', 'Double Double Bonus', '双双倍奖金扑克'),
  base('Bônus Triplo', 'm', 'Triple Bonus Poker', '三倍奖金扑克'),
  base('Ases e Figuras', 'm', 'Aces & Faces', 'A与人头牌'),
  base('Dez ou Melhor', 'm', 'Tens or Better', '对十高手'),
  base('Pôquer Americano', 'm', 'All American Poker', '全美扑克'),
  base('Deuces Wild Bônus', 'm', 'Bonus Deuces Wild', '奖金百搭二'),
  base('Sevens Wild', 'm', 'Sevens Wild', '百搭七'),
];

const handsFormat = (hands: number) => template(`{b} ${hands} Mãos`, `{b} ${hands} Hands`, `{b} ${hands}手`);

const VIDEO_POKER_FORMATS: readonly Template[] = [
  PLAIN,
  template('{b} Multimão', 'Multi-Hand {b}', '{b} 多手版'),
  ...[3, 5, 10, 25, 50, 100].map(handsFormat),
  template('{b} Turbo', '{b} Turbo', '{b}极速版'),
  template('{b} Deluxe', '{b} Deluxe', '{b}豪华版'),
  template('{b} Gold', '{b} Gold', '{b}黄金版'),
  template('{b} Pro', '{b} Pro', '{b}专业版'),
  template('{b} Clássico', 'Classic {b}', '经典{b}'),
  template('{b} Spin', '{b} Spin', '{b}旋转版'),
  template('Super {b}', 'Super {b}', '超级{b}'),
];

const TABLE_GAMES: readonly Base[] = [
  base('Roleta Europeia', 'f', 'European Roulette', '欧式轮盘'),
  base('Roleta Francesa', 'f', 'French Roulette', '法式轮盘'),
  base('Roleta Americana', 'f', 'American Roulette', '美式轮盘'),
  base('Blackjack', 'm', 'Blackjack', '21点'),
  base('Blackjack Europeu', 'm', 'European Blackjack', '欧式21点'),
  base('Bacará', 'm', 'Baccarat', '百家乐'),
  base('Pontoon', 'm', 'Pontoon', '英式21点'),
  base('Craps', 'm', 'Craps', '双骰'),
  base('Sic Bo', 'm', 'Sic Bo', '骰宝'),
  base('Pôquer Caribenho', 'm', 'Caribbean Poker', '加勒比扑克'),
  base('Pôquer de Três Cartas', 'm', 'Three Card Poker', '三张牌扑克'),
  base("Hold'em de Cassino", 'm', "Casino Hold'em", '赌场德州扑克'),
  base('Red Dog', 'm', 'Red Dog', '红狗'),
  base('Pai Gow', 'm', 'Pai Gow Poker', '牌九扑克'),
  base('Guerra de Cassino', 'f', 'Casino War', '赌场战争'),
  base('Dragon Tiger', 'm', 'Dragon Tiger', '龙虎'),
];

const TABLE_GAME_VARIANTS: readonly Template[] = [
  PLAIN,
  template(gendered('{b} Clássico', '{b} Clássica'), 'Classic {b}', '经典{b}'),
  template('{b} Gold', '{b} Gold', '{b}黄金版'),
  template('{b} Pro', '{b} Pro', '{b}专业版'),
  template('{b} Deluxe', '{b} Deluxe', '{b}豪华版'),
  template('{b} Turbo', '{b} Turbo', '{b}极速版'),
  template('{b} VIP', 'VIP {b}', 'VIP {b}'),
  template('{b} Platinum', 'Platinum {b}', '铂金{b}'),
  template('{b} Diamante', 'Diamond {b}', '钻石{b}'),
  template('Mini {b}', 'Mini {b}', '迷你{b}'),
  template('{b} Premium', 'Premium {b}', '尊享{b}'),
  template('{b} Elite', 'Elite {b}', '精英{b}'),
  template('{b} Multimão', 'Multi-Hand {b}', '多手{b}'),
  template('{b} High Roller', 'High Roller {b}', '豪客{b}'),
  template('{b} 3D', '3D {b}', '3D {b}'),
];

/** Live tables are numbered, as live lobbies number identical tables (Roleta Brasileira 3). */
const LIVE_TABLES: readonly LocalisedGameNames[] = [
  localised('Roleta Brasileira', 'Brazilian Roulette', '巴西轮盘'),
  localised('Roleta Speed', 'Speed Roulette', '极速轮盘'),
  localised('Roleta VIP', 'VIP Roulette', 'VIP 轮盘'),
  localised('Roleta Automática', 'Auto Roulette', '自动轮盘'),
  localised('Bacará', 'Baccarat', '百家乐'),
  localised('Bacará Speed', 'Speed Baccarat', '极速百家乐'),
  localised('Bacará Squeeze', 'Squeeze Baccarat', '咪牌百家乐'),
  localised('Bacará sem Comissão', 'No Commission Baccarat', '免佣百家乐'),
  localised('Blackjack VIP', 'VIP Blackjack', 'VIP 21点'),
  localised('Blackjack Clássico', 'Classic Blackjack', '经典21点'),
  localised('Blackjack Speed', 'Speed Blackjack', '极速21点'),
  localised('Sic Bo', 'Sic Bo', '骰宝'),
  localised('Dragon Tiger', 'Dragon Tiger', '龙虎'),
  localised('Fan Tan', 'Fan Tan', '番摊'),
  localised('Roda dos Prêmios', 'Prize Wheel', '奖金转盘'),
];

const COCKFIGHTS: readonly LocalisedGameNames[] = [
  localised('Rinha Clássica', 'Classic Cockfight', '经典斗鸡'),
  localised('Rinha Arena', 'Cockfight Arena', '斗鸡竞技场'),
  localised('Rinha Noturna', 'Night Cockfight', '夜场斗鸡'),
  localised('Rinha dos Campeões', 'Champions Cockfight', '冠军斗鸡'),
  localised('Rinha Dourada', 'Golden Cockfight', '黄金斗鸡'),
  localised('Rinha Tropical', 'Tropical Cockfight', '热带斗鸡'),
];

const sea = (pt: string, article: 'o' | 'a', en: string, cn: string, creature: boolean): SeaSubject => ({
  pt,
  article,
  en,
  cn,
  creature,
});

const SEA_SUBJECTS: readonly SeaSubject[] = [
  sea('Oceano', 'o', 'Ocean', '海洋', false),
  sea('Mar', 'o', 'Sea', '大海', false),
  sea('Recife', 'o', 'Reef', '珊瑚礁', false),
  sea('Abismo', 'o', 'Abyss', '深渊', false),
  sea('Tubarão', 'o', 'Shark', '鲨鱼', true),
  sea('Polvo', 'o', 'Octopus', '章鱼', true),
  sea('Baleia', 'a', 'Whale', '巨鲸', true),
  sea('Kraken', 'o', 'Kraken', '海怪', true),
  sea('Lula', 'a', 'Squid', '鱿鱼', true),
  sea('Caranguejo', 'o', 'Crab', '螃蟹', true),
  sea('Lagosta', 'a', 'Lobster', '龙虾', true),
  sea('Arraia', 'a', 'Stingray', '魔鬼鱼', true),
  sea('Marlim', 'o', 'Marlin', '枪鱼', true),
  sea('Peixe-Espada', 'o', 'Swordfish', '剑鱼', true),
  sea('Piranha', 'a', 'Piranha', '食人鱼', true),
  sea('Pirarucu', 'o', 'Pirarucu', '巨骨舌鱼', true),
];

/** `{do}` is do/da, `{ao}` is ao/à (by the subject's gender), `{x}` the subject. */
const SEA_TITLES: readonly SeaTitle[] = [
  { pt: 'Rei {do} {x}', en: '{x} King', cn: '{x}之王', creaturesOnly: false },
  { pt: 'Rainha {do} {x}', en: '{x} Queen', cn: '{x}女王', creaturesOnly: false },
  { pt: 'Senhor {do} {x}', en: 'Lord of the {x}', cn: '{x}霸主', creaturesOnly: false },
  { pt: 'Caça {ao} {x}', en: '{x} Hunt', cn: '{x}狩猎', creaturesOnly: true },
  { pt: 'Fúria {do} {x}', en: '{x} Fury', cn: '{x}之怒', creaturesOnly: true },
];

const FISH_SUFFIXES: readonly Template[] = [
  template('{b} Deluxe', '{b} Deluxe', '{b}豪华版'),
  template('{b} Turbo', '{b} Turbo', '{b}极速版'),
  template('{b} Max', '{b} Max', '{b}极致版'),
  template('{b} 3D', '{b} 3D', '{b} 3D'),
];

const CARD_GAMES: readonly Base[] = [
  base('Truco Paulista', 'm', 'Paulista Truco', '圣保罗特鲁科'),
  base('Truco Mineiro', 'm', 'Mineiro Truco', '米纳斯特鲁科'),
  base('Truco Gaúcho', 'm', 'Gaúcho Truco', '高乔特鲁科'),
  base('Buraco', 'm', 'Buraco', '布拉科'),
  base('Buraco Fechado', 'm', 'Closed Buraco', '封闭布拉科'),
  base('Buraco Aberto', 'm', 'Open Buraco', '开放布拉科'),
  base('Canastra', 'f', 'Canasta', '卡纳斯塔'),
  base('Tranca', 'f', 'Tranca', '特兰卡'),
  base("Pôquer Texas Hold'em", 'm', "Texas Hold'em Poker", '德州扑克'),
  base('Pôquer Omaha', 'm', 'Omaha Poker', '奥马哈扑克'),
  base('Pôquer Fechado', 'm', 'Five Card Draw', '五张抽牌'),
  base('Dominó', 'm', 'Dominoes', '多米诺'),
  base('Dominó em Duplas', 'm', 'Partner Dominoes', '双人多米诺'),
  base('Blackjack Multijogador', 'm', 'Multiplayer Blackjack', '多人21点'),
  base('Cacheta', 'f', 'Cacheta', '卡谢塔'),
  base('Pife', 'm', 'Pife', '皮菲'),
  base('Sueca', 'f', 'Sueca', '苏埃卡'),
  base('Bisca', 'f', 'Bisca', '比斯卡'),
  base('Rummy', 'm', 'Rummy', '拉米'),
  base('Sete e Meio', 'm', 'Seven and a Half', '七点半'),
  base('Escopa', 'f', 'Scopa', '斯科帕'),
  base('Ludo', 'm', 'Ludo', '飞行棋'),
];

const CARD_GAME_VARIANTS: readonly Template[] = [
  PLAIN,
  template('{b} Turbo', '{b} Turbo', '{b}极速版'),
  template('{b} Pro', '{b} Pro', '{b}专业版'),
  template('{b} VIP', 'VIP {b}', 'VIP {b}'),
  template(gendered('{b} Clássico', '{b} Clássica'), 'Classic {b}', '经典{b}'),
  template('{b} Relâmpago', '{b} Blitz', '闪电{b}'),
  template('Torneio de {b}', '{b} Tournament', '{b}锦标赛'),
  template('{b} Mesa Alta', 'High Stakes {b}', '高额{b}'),
  template(gendered('Mestre do {b}', 'Mestre da {b}'), '{b} Master', '{b}大师'),
  template('Liga de {b}', '{b} League', '{b}联赛'),
  template('{b} Online', '{b} Online', '在线{b}'),
];

/** Every SPORTS product opens the studio's football book (docs/sportsbook.md): football names only. */
const SPORTS_PRODUCTS: readonly LocalisedGameNames[] = [
  localised('Apostas Esportivas', 'Sportsbook', '体育投注'),
  localised('Apostas ao Vivo', 'In-Play Betting', '滚球投注'),
  localised('Apostas em Futebol', 'Football Betting', '足球投注'),
  localised('Futebol ao Vivo', 'Live Football', '足球滚球'),
  localised('Central do Futebol', 'Football Centre', '足球中心'),
  localised('Placar ao Vivo', 'Live Score Betting', '即时比分投注'),
  localised('Rodada de Futebol', 'Matchday Betting', '比赛日投注'),
  localised('Múltiplas de Futebol', 'Football Accumulators', '足球串关'),
  localised('Campeonatos de Futebol', 'Football Leagues', '足球联赛'),
  localised('Pré-jogo', 'Pre-Match Betting', '赛前投注'),
  localised('Copa e Liga', 'Cup and League', '杯赛与联赛'),
];

/**
 * Every ESPORTS product opens the studio's e-sports book (docs/sportsbook.md: tactical shooters and
 * MOBAs, series of maps): names of what it offers. Generic genres, not game titles: the titles
 * themselves are other companies' trademarks.
 */
const ESPORTS_PRODUCTS: readonly LocalisedGameNames[] = [
  localised('Apostas em eSports', 'Esports Betting', '电竞投注'),
  localised('eSports ao Vivo', 'Live Esports', '电竞滚球'),
  localised('Central de eSports', 'Esports Centre', '电竞中心'),
  localised('Arena MOBA', 'MOBA Arena', 'MOBA 竞技场'),
  localised('Tiro Tático', 'Tactical Shooter', '战术射击'),
  localised('Mapa a Mapa', 'Map by Map', '逐图投注'),
  localised('Rodada a Rodada', 'Round by Round', '逐局投注'),
  localised('Séries Melhor de Três', 'Best-of Series', '多局系列赛'),
  localised('Circuitos de eSports', 'Esports Circuits', '电竞巡回赛'),
  localised('Múltiplas de eSports', 'Esports Accumulators', '电竞串关'),
];

/** Invented draws; the formats avoid the official Brazilian lotteries' names and matrices. */
const LOTTERIES: readonly LocalisedGameNames[] = [
  localised('Super Loto', 'Super Lotto', '超级乐透'),
  localised('Loto Diária', 'Daily Lotto', '每日乐透'),
  localised('Loto Semanal', 'Weekly Lotto', '每周乐透'),
  localised('Loto Dupla', 'Double Lotto', '双重乐透'),
  localised('Loto Ouro', 'Gold Lotto', '黄金乐透'),
  localised('Loto da Sorte', 'Lucky Lotto', '幸运乐透'),
];
const LOTTERY_FORMATS: readonly string[] = ['5/35', '6/45', '6/49', '7/49', '3D', '4D'];

const QUICK_DRAWS: readonly LocalisedGameNames[] = [
  localised('Keno Expresso', 'Keno Express', '快乐基诺'),
  localised('Trio Rápido', 'Quick Trio', '快三'),
  localised('Loto 5D', '5D Lotto', '5D 彩'),
  localised('Corrida Turbo', 'Turbo Racing', '极速赛车'),
  localised('Loto 3D Expresso', 'Express 3D', '3D 快彩'),
  localised('Dados Rápidos', 'Quick Dice', '快骰'),
];
const DRAW_INTERVAL_MINUTES: readonly number[] = [1, 3, 5, 10];

/** The house's own games, in the order the in-house lobby shows them. */
const IN_HOUSE_GAMES: readonly LocalisedGameNames[] = [
  localised('Crash', 'Crash', '爆点'),
  localised('Mines', 'Mines', '扫雷'),
  localised('Dados', 'Dice', '骰子'),
  localised('Plinko', 'Plinko', '弹珠'),
  localised('Limbo', 'Limbo', '极限'),
  localised('Double', 'Double', '双色'),
  localised('Hi-Lo', 'Hi-Lo', '猜高低'),
  localised('Keno', 'Keno', '基诺'),
  localised('Torre', 'Tower', '高塔'),
  localised('Roda da Sorte', 'Wheel', '幸运转盘'),
];

// ---------------------------------------------------------------------------------------------
// Composition

const pick = <T>(items: readonly T[], random: Random): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('Cannot pick from an empty list.');
  return item;
};

const fill = (pattern: string, value: string) => pattern.replace('{b}', value);

const applyTemplate = (pattern: Template, to: Base): LocalisedGameNames => ({
  PT: fill(typeof pattern.pt === 'string' ? pattern.pt : pattern.pt[to.g], to.pt),
  EN: fill(pattern.en, to.en),
  CN: fill(pattern.cn, to.cn),
});

/** Suffixes never depend on gender, so any base name can take one. */
const withSuffix = (names: LocalisedGameNames, suffix: Template): LocalisedGameNames =>
  applyTemplate(suffix, { pt: names.PT, g: 'm', en: names.EN, cn: names.CN });

/** Half of the slots carry a suffix: franchises (Deluxe, Megaways…) are common, not the rule. */
const SUFFIX_SHARE = 0.5;
/** A quarter of the slots are "Thing of Owner" titles; the rest "Adjective Noun". */
const OWNED_THING_SHARE = 0.25;
const FISH_SUFFIX_SHARE = 0.4;

const maybeSuffixed = (
  names: LocalisedGameNames,
  suffixes: readonly Template[],
  share: number,
  random: Random,
) => (random() < share ? withSuffix(names, pick(suffixes, random)) : names);

/** Worked out once: the build names ten thousand slots. */
const ADJECTIVES_FOR = new Map(
  SLOT_NOUNS.map((subject) => [subject, ADJECTIVES.filter((quality) => !subject.avoid.includes(quality.en))]),
);

const describedNoun = (random: Random): LocalisedGameNames => {
  const subject = pick(SLOT_NOUNS, random);
  const quality = pick(ADJECTIVES_FOR.get(subject) ?? ADJECTIVES, random);
  return localised(
    `${subject.pt} ${quality[subject.g]}`,
    `${quality.en} ${subject.en}`,
    `${quality.cn}${subject.cn}`,
  );
};

const PORTUGUESE_OF: Record<Owner['article'], string> = { o: 'do', a: 'da', '': 'de' };

const englishPossessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);

const ownedThing = (random: Random): LocalisedGameNames => {
  const thing = pick(OWNED_THINGS, random);
  const whose = pick(OWNERS, random);
  const en = thing.en
    .replace('{poss}', englishPossessive(whose.en))
    .replace('{of}', whose.withThe ? `the ${whose.en}` : whose.en);
  return localised(
    `${thing.pt} ${PORTUGUESE_OF[whose.article]} ${whose.pt}`,
    en,
    thing.cn.replace('{o}', whose.cn),
  );
};

const slotName = (random: Random): LocalisedGameNames => {
  const title = random() < OWNED_THING_SHARE ? ownedThing(random) : describedNoun(random);
  return maybeSuffixed(title, SLOT_SUFFIXES, SUFFIX_SHARE, random);
};

const variantOf = (bases: readonly Base[], variants: readonly Template[]) => (random: Random) =>
  applyTemplate(pick(variants, random), pick(bases, random));

const videoPokerName = variantOf(VIDEO_POKERS, VIDEO_POKER_FORMATS);
const tableGameName = variantOf(TABLE_GAMES, TABLE_GAME_VARIANTS);
const cardGameName = variantOf(CARD_GAMES, CARD_GAME_VARIANTS);

const seaTitle = (random: Random): LocalisedGameNames => {
  const subject = pick(SEA_SUBJECTS, random);
  const titles = SEA_TITLES.filter((title) => subject.creature || !title.creaturesOnly);
  const title = pick(titles, random);
  const pt = title.pt
    .replace('{do}', subject.article === 'o' ? 'do' : 'da')
    .replace('{ao}', subject.article === 'o' ? 'ao' : 'à')
    .replace('{x}', subject.pt);
  return localised(pt, title.en.replace('{x}', subject.en), title.cn.replace('{x}', subject.cn));
};

const fishingTrip = (random: Random): LocalisedGameNames => {
  const quality = pick(ADJECTIVES, random);
  return localised(`Pescaria ${quality.f}`, `${quality.en} Fishing`, `${quality.cn}捕鱼`);
};

const fishName = (random: Random): LocalisedGameNames => {
  const title = random() < 0.5 ? fishingTrip(random) : seaTitle(random);
  return maybeSuffixed(title, FISH_SUFFIXES, FISH_SUFFIX_SHARE, random);
};

const lotteryName = (random: Random): LocalisedGameNames => {
  const draw = pick(LOTTERIES, random);
  const format = pick(LOTTERY_FORMATS, random);
  return localised(`${draw.PT} ${format}`, `${draw.EN} ${format}`, `${draw.CN} ${format}`);
};

const quickDrawName = (random: Random): LocalisedGameNames => {
  const draw = pick(QUICK_DRAWS, random);
  const minutes = pick(DRAW_INTERVAL_MINUTES, random);
  return localised(`${draw.PT} ${minutes} min`, `${draw.EN} ${minutes} min`, `${draw.CN} ${minutes}分钟`);
};

// ---------------------------------------------------------------------------------------------
// Claiming: every name is unique in every language across the catalogue.

/** Remembers the names given out so far, per language. */
export type NameRegistry = {
  /** Takes the names if none of them is taken yet in its language; says whether it did. */
  claim: (names: LocalisedGameNames) => boolean;
};

export const createNameRegistry = (): NameRegistry => {
  const taken = { PT: new Set<string>(), EN: new Set<string>(), CN: new Set<string>() };
  return {
    claim: (names) => {
      if (LANGUAGES.some((language) => taken[language].has(names[language]))) return false;
      for (const language of LANGUAGES) taken[language].add(names[language]);
      return true;
    },
  };
};

const numbered = (names: LocalisedGameNames, n: number): LocalisedGameNames =>
  localised(`${names.PT} ${n}`, `${names.EN} ${n}`, `${names.CN} ${n}`);

/** The first free "Name n" from `from` on; always ends, as numbers never run out. */
const claimNumbered = (
  registry: NameRegistry,
  names: LocalisedGameNames,
  from: number,
): LocalisedGameNames => {
  for (let n = from; ; n += 1) {
    const candidate = numbered(names, n);
    if (registry.claim(candidate)) return candidate;
  }
};

/**
 * Draws from each source in turn until a name is free. A themed source with few combinations
 * (video poker) falls back to the next; only if all are exhausted does a number disambiguate.
 */
const DRAWS_PER_SOURCE = 64;
const claimDrawn = (
  registry: NameRegistry,
  sources: ReadonlyArray<() => LocalisedGameNames>,
): LocalisedGameNames => {
  let last: LocalisedGameNames | undefined;
  for (const source of sources) {
    for (let attempt = 0; attempt < DRAWS_PER_SOURCE; attempt += 1) {
      last = source();
      if (registry.claim(last)) return last;
    }
  }
  if (!last) throw new Error('No name source given.');
  return claimNumbered(registry, last, 2);
};

const claimFirstFree = (registry: NameRegistry, list: readonly LocalisedGameNames[]): LocalisedGameNames => {
  const free = list.find((names) => registry.claim(names));
  if (free) return free;
  const [first] = list;
  if (!first) throw new Error('Cannot name from an empty list.');
  return claimNumbered(registry, first, 2);
};

const slotSources = (gameClassify: GameClass | null, random: Random): Array<() => LocalisedGameNames> => {
  const slot = () => slotName(random);
  if (gameClassify === 'VP') return [() => videoPokerName(random), slot];
  if (gameClassify === 'TG') return [() => tableGameName(random), slot];
  return [slot];
};

export type NameRequest = {
  gameType: GameType;
  gameClassify: GameClass | null;
  random: Random;
  registry: NameRegistry;
};

/** A new game's names in every language, unique across everything the registry has seen. */
export const nameGame = ({ gameType, gameClassify, random, registry }: NameRequest): LocalisedGameNames => {
  switch (gameType) {
    case 'RNG':
      return claimDrawn(registry, slotSources(gameClassify, random));
    case 'LIVE':
      return claimNumbered(registry, pick(gameClassify === 'CF' ? COCKFIGHTS : LIVE_TABLES, random), 1);
    case 'FISH':
      return claimDrawn(registry, [() => fishName(random)]);
    case 'PVP':
      return claimDrawn(registry, [() => cardGameName(random)]);
    case 'SPORTS':
      return claimDrawn(registry, [() => pick(SPORTS_PRODUCTS, random)]);
    case 'ESPORTS':
      return claimDrawn(registry, [() => pick(ESPORTS_PRODUCTS, random)]);
    case 'LOTT':
      return claimDrawn(registry, [() => lotteryName(random)]);
    case 'ELOTT':
      return claimDrawn(registry, [() => quickDrawName(random)]);
    case 'INHOUSE':
      return claimFirstFree(registry, IN_HOUSE_GAMES);
    default: {
      const unhandled: never = gameType;
      throw new Error(`No names for game type ${String(unhandled)}.`);
    }
  }
};
