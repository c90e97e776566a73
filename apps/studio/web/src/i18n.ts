import type { SupportedLanguage } from '@platform/contracts';

/**
 * The game page's own texts in the three languages. A small dictionary instead of i18next keeps
 * the studio entry small; `{name}` placeholders are filled by `translate`.
 */
const pt = {
  loading: 'Carregando o jogo…',
  errorTitle: 'Não foi possível abrir o jogo',
  errorHint: 'Feche esta janela e abra o jogo de novo pelo site.',
  retry: 'Tentar de novo',
  missingGame: 'O endereço do jogo está incompleto.',
  networkError: 'Sem conexão com o servidor do jogo. Verifique sua internet e tente de novo.',
  demo: 'Demo',
  demoHint: 'Modo demonstração: créditos sem valor real',
  balance: 'Saldo',
  bet: 'Aposta',
  win: 'Ganho',
  spin: 'Girar',
  spinning: 'Girando…',
  betDown: 'Diminuir aposta',
  betUp: 'Aumentar aposta',
  potential: 'até {multiplier}× a aposta',
  lowBalance: 'Saldo insuficiente para esta aposta.',
  promoSpinsLeft: 'Rodadas grátis do bônus: {count} de {bet}',
  promoSpinPlay: 'Jogar rodada grátis',
  paytable: 'Tabela de pagamentos',
  paytableShort: 'Regras',
  gateIntro: 'Confira a tabela de pagamentos e o retorno teórico antes da primeira aposta.',
  acknowledge: 'Entendi, jogar',
  close: 'Fechar',
  rtp: 'RTP {rtp}',
  rtpRule: 'Retorno teórico ao jogador (RTP): {rtp}. É uma média de longo prazo; cada rodada é independente.',
  maxWin: 'Ganho máximo',
  maxWinValue: '{multiplier}× a aposta',
  volatility: 'Volatilidade',
  'volatility.low': 'Baixa',
  'volatility.medium': 'Média',
  'volatility.high': 'Alta',
  'volatility.very-high': 'Muito alta',
  payAt: 'Prêmios para a aposta de {bet}',
  linesRule:
    '{count} linhas de pagamento. Símbolos iguais em rolos vizinhos, da esquerda para a direita a partir do rolo 1; cada linha paga sua sequência.',
  waysRule:
    '{count} formas de ganhar. Símbolos iguais em rolos vizinhos a partir do rolo 1, em qualquer posição; o prêmio é multiplicado pelo número de formas.',
  wildRule: 'Substitui qualquer símbolo, menos o scatter. Não aparece no rolo 1.',
  scatterRule: 'Paga em qualquer posição, em múltiplos da aposta total.',
  scatterPays: '{count} scatters: {pay}× a aposta',
  scatterFree: '{count} scatters: {spins} rodadas grátis',
  freeSpinsRule:
    'Nas rodadas grátis todos os ganhos são multiplicados por {multiplier}×; scatters nelas dão mais rodadas.',
  multiplierRule: 'Em cada giro pago é sorteado um multiplicador do ganho: {list}.',
  capRule: 'Uma rodada (giro pago e suas rodadas grátis) paga no máximo {multiplier}× a aposta.',
  paylines: 'Linhas de pagamento',
  line: 'Linha {line}',
  freeSpins: 'Rodadas grátis',
  freeSpinOf: 'Rodada grátis {current} de {total}',
  freeSpinsWon: { one: '{count} rodada grátis!', other: '{count} rodadas grátis!' },
  winLine: 'Linha {line}: {count} × {symbol} — {amount}',
  winWays: '{ways} formas: {count} × {symbol} — {amount}',
  winWay: '{count} × {symbol} — {amount}',
  winCluster: 'Grupo de {count} × {symbol} — {amount}',
  clusterRule:
    'Grupos de {count} ou mais símbolos iguais lado a lado (acima, abaixo, à esquerda ou à direita) pagam em qualquer lugar da grade, pelo tamanho do grupo; o último tamanho da tabela paga também os grupos maiores.',
  variableWaysRule:
    'Cada rolo mostra de {min} a {max} símbolos a cada giro: até {count} formas. Símbolos iguais em rolos vizinhos a partir do rolo 1, em qualquer posição; o prêmio é multiplicado pelo número de formas.',
  layoutLines: '{count} linhas',
  layoutWays: '{count} formas',
  layoutCluster: 'Grupos de {count}+',
  winScatter: '{count} × Scatter — {amount}',
  youWon: 'Você ganhou {amount}',
  noWin: 'Sem prêmio nesta rodada',
  multiplierHit: 'Multiplicador ×{multiplier}',
  history: 'Últimas rodadas',
  historyEmpty: 'Nenhuma rodada ainda. Escolha a aposta e gire.',
  time: 'Hora',
  soundOn: 'Som ligado',
  soundOff: 'Som desligado',
  autoplay: 'Auto',
  autoplayTitle: 'Jogo automático',
  autoplayCount: 'Número de giros',
  stopOnWin: 'Parar em qualquer ganho',
  lossLimit: 'Parar se a perda passar de',
  noLimit: 'Sem limite',
  startAutoplay: { one: 'Iniciar {count} giro', other: 'Iniciar {count} giros' },
  stop: 'Parar',
  autoplayLeft: { one: 'Auto: {count} restante', other: 'Auto: {count} restantes' },
  autoplayDone: 'Jogo automático concluído.',
  autoplayStoppedWin: 'Jogo automático parado: houve ganho.',
  autoplayStoppedLoss: 'Jogo automático parado: limite de perda atingido.',
  autoplayStoppedError: 'Jogo automático parado por um erro.',
  wild: 'WILD',
  scatter: 'SCATTER',
  symbol: 'Símbolo',
  reels: 'Rolos do jogo',
  game: 'Jogo {code}',
};

export type MessageKey = keyof typeof pt;
type Dictionary = Record<MessageKey, StudioText>;

const en: Dictionary = {
  loading: 'Loading the game…',
  errorTitle: 'The game could not be opened',
  errorHint: 'Close this window and open the game again from the site.',
  retry: 'Try again',
  missingGame: 'The game address is incomplete.',
  networkError: 'No connection to the game server. Check your internet and try again.',
  demo: 'Demo',
  demoHint: 'Demo mode: credits have no real value',
  balance: 'Balance',
  bet: 'Bet',
  win: 'Win',
  spin: 'Spin',
  spinning: 'Spinning…',
  betDown: 'Lower bet',
  betUp: 'Raise bet',
  potential: 'up to {multiplier}× the bet',
  lowBalance: 'Not enough balance for this bet.',
  promoSpinsLeft: 'Bonus free spins: {count} at {bet}',
  promoSpinPlay: 'Play a free spin',
  paytable: 'Paytable',
  paytableShort: 'Rules',
  gateIntro: 'Check the paytable and the theoretical return before your first bet.',
  acknowledge: 'Got it, play',
  close: 'Close',
  rtp: 'RTP {rtp}',
  rtpRule: 'Theoretical return to player (RTP): {rtp}. It is a long-run average; every round is independent.',
  maxWin: 'Max win',
  maxWinValue: '{multiplier}× the bet',
  volatility: 'Volatility',
  'volatility.low': 'Low',
  'volatility.medium': 'Medium',
  'volatility.high': 'High',
  'volatility.very-high': 'Very high',
  payAt: 'Prizes for a bet of {bet}',
  linesRule:
    '{count} paylines. Matching symbols on adjacent reels, left to right from reel 1; each line pays its run.',
  waysRule:
    '{count} ways to win. Matching symbols on adjacent reels from reel 1, in any position; the prize is multiplied by the number of ways.',
  wildRule: 'Substitutes for any symbol except the scatter. Never appears on reel 1.',
  scatterRule: 'Pays in any position, in multiples of the total bet.',
  scatterPays: '{count} scatters: {pay}× the bet',
  scatterFree: '{count} scatters: {spins} free spins',
  freeSpinsRule: 'In free spins every win is multiplied by {multiplier}×; scatters in them award more spins.',
  multiplierRule: 'Every paid spin draws a win multiplier: {list}.',
  capRule: 'A round (the paid spin and its free spins) pays at most {multiplier}× the bet.',
  paylines: 'Paylines',
  line: 'Line {line}',
  freeSpins: 'Free spins',
  freeSpinOf: 'Free spin {current} of {total}',
  freeSpinsWon: { one: '{count} free spin!', other: '{count} free spins!' },
  winLine: 'Line {line}: {count} × {symbol} — {amount}',
  winWays: '{ways} ways: {count} × {symbol} — {amount}',
  winWay: '{count} × {symbol} — {amount}',
  winCluster: 'Cluster of {count} × {symbol} — {amount}',
  clusterRule:
    'Clusters of {count} or more matching symbols side by side (up, down, left or right) pay anywhere on the grid, by the cluster’s size; the table’s last size also pays every larger cluster.',
  variableWaysRule:
    'Each reel shows {min} to {max} symbols every spin: up to {count} ways. Matching symbols on adjacent reels from reel 1, in any position; the pay is multiplied by the number of ways.',
  layoutLines: '{count} lines',
  layoutWays: '{count} ways',
  layoutCluster: 'Clusters of {count}+',
  winScatter: '{count} × Scatter — {amount}',
  youWon: 'You won {amount}',
  noWin: 'No win this round',
  multiplierHit: 'Multiplier ×{multiplier}',
  history: 'Last rounds',
  historyEmpty: 'No rounds yet. Choose your bet and spin.',
  time: 'Time',
  soundOn: 'Sound on',
  soundOff: 'Sound off',
  autoplay: 'Auto',
  autoplayTitle: 'Auto-play',
  autoplayCount: 'Number of spins',
  stopOnWin: 'Stop on any win',
  lossLimit: 'Stop if the loss exceeds',
  noLimit: 'No limit',
  startAutoplay: { one: 'Start {count} spin', other: 'Start {count} spins' },
  stop: 'Stop',
  autoplayLeft: 'Auto: {count} left',
  autoplayDone: 'Auto-play finished.',
  autoplayStoppedWin: 'Auto-play stopped: a win.',
  autoplayStoppedLoss: 'Auto-play stopped: loss limit reached.',
  autoplayStoppedError: 'Auto-play stopped by an error.',
  wild: 'WILD',
  scatter: 'SCATTER',
  symbol: 'Symbol',
  reels: 'Game reels',
  game: 'Game {code}',
};

const cn: Dictionary = {
  loading: '游戏加载中…',
  errorTitle: '无法打开游戏',
  errorHint: '请关闭此窗口，并从网站重新打开游戏。',
  retry: '重试',
  missingGame: '游戏地址不完整。',
  networkError: '无法连接游戏服务器。请检查网络后重试。',
  demo: '试玩',
  demoHint: '试玩模式：积分没有真实价值',
  balance: '余额',
  bet: '投注',
  win: '赢得',
  spin: '旋转',
  spinning: '旋转中…',
  betDown: '降低投注',
  betUp: '提高投注',
  potential: '最高可达投注的 {multiplier} 倍',
  lowBalance: '余额不足，无法进行此投注。',
  promoSpinsLeft: '奖励免费旋转：{count} 次，每次 {bet}',
  promoSpinPlay: '进行免费旋转',
  paytable: '赔付表',
  paytableShort: '规则',
  gateIntro: '首次投注前，请查看赔付表和理论返还率。',
  acknowledge: '知道了，开始游戏',
  close: '关闭',
  rtp: 'RTP {rtp}',
  rtpRule: '理论返还率（RTP）：{rtp}。这是长期平均值；每一局都是独立的。',
  maxWin: '最高赢奖',
  maxWinValue: '投注的 {multiplier} 倍',
  volatility: '波动性',
  'volatility.low': '低',
  'volatility.medium': '中',
  'volatility.high': '高',
  'volatility.very-high': '非常高',
  payAt: '投注 {bet} 时的奖金',
  linesRule: '{count} 条赔付线。从第 1 轴起，相邻轴上从左到右的相同符号；每条线支付其连线。',
  waysRule: '{count} 种赢法。从第 1 轴起，相邻轴上任意位置的相同符号；奖金乘以赢法数。',
  wildRule: '可替代除分散符号外的任何符号。不会出现在第 1 轴。',
  scatterRule: '出现在任意位置即支付，按总投注的倍数计算。',
  scatterPays: '{count} 个分散符号：投注的 {pay} 倍',
  scatterFree: '{count} 个分散符号：{spins} 次免费旋转',
  freeSpinsRule: '免费旋转中所有赢奖乘以 {multiplier} 倍；其中出现的分散符号可再获得免费旋转。',
  multiplierRule: '每次付费旋转都会抽取一个赢奖倍数：{list}。',
  capRule: '一局（付费旋转及其免费旋转）最多支付投注的 {multiplier} 倍。',
  paylines: '赔付线',
  line: '第 {line} 线',
  freeSpins: '免费旋转',
  freeSpinOf: '免费旋转 {current} / {total}',
  freeSpinsWon: '{count} 次免费旋转！',
  winLine: '第 {line} 线：{count} × {symbol} — {amount}',
  winWays: '{ways} 种赢法：{count} × {symbol} — {amount}',
  winWay: '{count} × {symbol} — {amount}',
  winCluster: '{count} 个 {symbol} 相连 — {amount}',
  clusterRule:
    '{count} 个或以上相同符号上下左右相连即成组，在网格任意位置按组的大小支付；表中最后一个大小也支付更大的组。',
  variableWaysRule:
    '每次旋转每个转轴显示 {min} 至 {max} 个符号：最多 {count} 种赢法。从第 1 轴起相邻轴上任意位置的相同符号；奖金乘以赢法数。',
  layoutLines: '{count} 条线',
  layoutWays: '{count} 种赢法',
  layoutCluster: '{count}+ 连组',
  winScatter: '{count} × 分散 — {amount}',
  youWon: '您赢得 {amount}',
  noWin: '本局未中奖',
  multiplierHit: '倍数 ×{multiplier}',
  history: '最近几局',
  historyEmpty: '还没有游戏记录。选择投注额并旋转。',
  time: '时间',
  soundOn: '声音开',
  soundOff: '声音关',
  autoplay: '自动',
  autoplayTitle: '自动游戏',
  autoplayCount: '旋转次数',
  stopOnWin: '任何赢奖时停止',
  lossLimit: '亏损超过此值时停止',
  noLimit: '无限制',
  startAutoplay: '开始 {count} 次旋转',
  stop: '停止',
  autoplayLeft: '自动：剩余 {count} 次',
  autoplayDone: '自动游戏已完成。',
  autoplayStoppedWin: '自动游戏已停止：出现赢奖。',
  autoplayStoppedLoss: '自动游戏已停止：达到亏损限额。',
  autoplayStoppedError: '自动游戏因错误停止。',
  wild: 'WILD',
  scatter: 'SCATTER',
  symbol: '符号',
  reels: '游戏转轴',
  game: '游戏 {code}',
};

const DICTIONARIES: Record<SupportedLanguage, Dictionary> = { PT: pt, EN: en, CN: cn };

/**
 * A text, or its singular and plural forms where a count changes the words ("1 mina", "2 minas");
 * chosen by the language's plural rules from the `count` value (Chinese has one form only).
 */
export type StudioText = string | { one: string; other: string };

export type TranslateOf<Key extends string> = (key: Key, values?: Record<string, string | number>) => string;

const PLURAL_TAGS: Record<SupportedLanguage, string> = { PT: 'pt-BR', EN: 'en', CN: 'zh-CN' };
const pluralRules = new Map<SupportedLanguage, Intl.PluralRules>();
const pluralOf = (language: SupportedLanguage, count: number) => {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(PLURAL_TAGS[language]);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
};
export type Translate = TranslateOf<MessageKey>;

/**
 * A translator over dictionaries of the three languages; each game family of the studio keeps its
 * own dictionary (fair/, crash/, fish/) so a page loads only the texts it shows.
 */
export const createTranslator =
  <Key extends string>(dictionaries: Record<SupportedLanguage, Record<Key, StudioText>>) =>
  (language: SupportedLanguage): TranslateOf<Key> =>
  (key, values) => {
    const entry = dictionaries[language][key];
    const text =
      typeof entry === 'string'
        ? entry
        : pluralOf(language, Number(values?.count ?? 0)) === 'one'
          ? entry.one
          : entry.other;
    return values
      ? text.replace(/\{(\w+)\}/gu, (whole, name: string) => String(values[name] ?? whole))
      : text;
  };

export const translator = createTranslator<MessageKey>(DICTIONARIES);

/** Names of the symbols' art (`jungle.jaguar`, `card.ace`) in PT, EN, CN; used for labels and wins. */
const SYMBOL_NAMES: Record<string, readonly [string, string, string]> = {
  'card.ace': ['Ás', 'Ace', 'A'],
  'card.king': ['Rei', 'King', 'K'],
  'card.queen': ['Dama', 'Queen', 'Q'],
  'card.jack': ['Valete', 'Jack', 'J'],
  'card.ten': ['Dez', 'Ten', '10'],
  'card.nine': ['Nove', 'Nine', '9'],
  jaguar: ['Onça', 'Jaguar', '美洲豹'],
  macaw: ['Arara', 'Macaw', '金刚鹦鹉'],
  toucan: ['Tucano', 'Toucan', '巨嘴鸟'],
  monkey: ['Macaco', 'Monkey', '猴子'],
  totem: ['Totem', 'Totem', '图腾'],
  lion: ['Leão', 'Lion', '狮子'],
  elephant: ['Elefante', 'Elephant', '大象'],
  rhino: ['Rinoceronte', 'Rhino', '犀牛'],
  buffalo: ['Búfalo', 'Buffalo', '水牛'],
  eagle: ['Águia', 'Eagle', '鹰'],
  dragon: ['Dragão', 'Dragon', '龙'],
  phoenix: ['Fênix', 'Phoenix', '凤凰'],
  unicorn: ['Unicórnio', 'Unicorn', '独角兽'],
  serpent: ['Serpente', 'Serpent', '巨蛇'],
  orb: ['Orbe', 'Orb', '宝珠'],
  pharaoh: ['Faraó', 'Pharaoh', '法老'],
  pyramid: ['Pirâmide', 'Pyramid', '金字塔'],
  scarab: ['Escaravelho', 'Scarab', '圣甲虫'],
  ankh: ['Ankh', 'Ankh', '生命之符'],
  eye: ['Olho de Hórus', 'Eye of Horus', '荷鲁斯之眼'],
  mermaid: ['Sereia', 'Mermaid', '美人鱼'],
  shark: ['Tubarão', 'Shark', '鲨鱼'],
  dolphin: ['Golfinho', 'Dolphin', '海豚'],
  turtle: ['Tartaruga', 'Turtle', '海龟'],
  shell: ['Concha', 'Shell', '贝壳'],
  crown: ['Coroa', 'Crown', '皇冠'],
  diamond: ['Diamante', 'Diamond', '钻石'],
  ruby: ['Rubi', 'Ruby', '红宝石'],
  emerald: ['Esmeralda', 'Emerald', '祖母绿'],
  sapphire: ['Safira', 'Sapphire', '蓝宝石'],
  seven: ['Sete', 'Seven', '七'],
  bell: ['Sino', 'Bell', '铃铛'],
  cherry: ['Cereja', 'Cherry', '樱桃'],
  clover: ['Trevo', 'Clover', '四叶草'],
  horseshoe: ['Ferradura', 'Horseshoe', '马蹄铁'],
  planet: ['Planeta', 'Planet', '行星'],
  comet: ['Cometa', 'Comet', '彗星'],
  rocket: ['Foguete', 'Rocket', '火箭'],
  star: ['Estrela', 'Star', '星星'],
  moon: ['Lua', 'Moon', '月亮'],
  helmet: ['Elmo', 'Helmet', '头盔'],
  sword: ['Espada', 'Sword', '剑'],
  shield: ['Escudo', 'Shield', '盾牌'],
  axe: ['Machado', 'Axe', '战斧'],
  banner: ['Estandarte', 'Banner', '战旗'],
  mask: ['Máscara', 'Mask', '面具'],
  drum: ['Tambor', 'Drum', '鼓'],
  feather: ['Pluma', 'Feather', '羽毛'],
  maraca: ['Maraca', 'Maraca', '沙锤'],
  lantern: ['Lanterna', 'Lantern', '灯笼'],
  rabbit: ['Coelho', 'Rabbit', '兔子'],
  carrot: ['Cenoura', 'Carrot', '胡萝卜'],
  envelope: ['Envelope da sorte', 'Lucky envelope', '红包'],
  coin: ['Moeda', 'Coin', '铜钱'],
  ingot: ['Lingote', 'Gold ingot', '元宝'],
  tiger: ['Tigre', 'Tiger', '老虎'],
  watermelon: ['Melancia', 'Watermelon', '西瓜'],
  grapes: ['Uvas', 'Grapes', '葡萄'],
  lemon: ['Limão', 'Lemon', '柠檬'],
  lotus: ['Lótus', 'Lotus', '莲花'],
  lollipop: ['Pirulito', 'Lollipop', '棒棒糖'],
  cupcake: ['Cupcake', 'Cupcake', '纸杯蛋糕'],
  candy: ['Bala', 'Candy', '糖果'],
  donut: ['Rosquinha', 'Doughnut', '甜甜圈'],
  hat: ['Chapéu', 'Hat', '牛仔帽'],
  revolver: ['Revólver', 'Revolver', '左轮枪'],
  badge: ['Estrela de xerife', 'Sheriff badge', '警长徽章'],
  boot: ['Bota', 'Boot', '牛仔靴'],
  cactus: ['Cacto', 'Cactus', '仙人掌'],
  lightning: ['Raio', 'Lightning', '闪电'],
  trident: ['Tridente', 'Trident', '三叉戟'],
  harp: ['Lira', 'Lyre', '竖琴'],
  amphora: ['Ânfora', 'Amphora', '双耳瓶'],
};

const LANGUAGE_INDEX: Record<SupportedLanguage, 0 | 1 | 2> = { PT: 0, EN: 1, CN: 2 };

export const symbolName = (themeKey: string, language: SupportedLanguage, t: Translate): string => {
  const [theme = '', subject = ''] = themeKey.split('.');
  if (subject === 'wild') return t('wild');
  if (subject === 'scatter') return t('scatter');
  const names = SYMBOL_NAMES[theme === 'card' ? themeKey : subject];
  return names ? names[LANGUAGE_INDEX[language]] : subject || themeKey;
};
