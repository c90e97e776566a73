import { createTranslator, type StudioText } from '../../i18n';

/** The fishing page's own texts (the studio's shared ones come from useStudio). */
const pt = {
  rules: 'Regras do jogo',
  gateIntro: 'Confira os peixes, seus multiplicadores e o retorno teórico antes do primeiro disparo.',
  howTitle: 'Como jogar',
  howAim:
    'Mire com o dedo, o mouse ou as setas do teclado e dispare tocando na água, no botão Disparar ou com a barra de espaço.',
  howBet:
    'Cada bala que acerta um peixe é um disparo: uma aposta do valor escolhido. Uma bala que não acerta nenhum peixe não é cobrada.',
  howCatch:
    'O servidor decide cada captura: um peixe de multiplicador m é capturado com chance RTP ÷ m e paga m vezes o disparo. Por isso cada disparo retorna em média {rtp}, seja qual for o peixe.',
  howRate: {
    one: 'Até {count} disparo por segundo. As balas em voo já reservam o seu valor no saldo.',
    other: 'Até {count} disparos por segundo. As balas em voo já reservam o seu valor no saldo.',
  },
  rtpRule:
    'Retorno teórico ao jogador (RTP): {rtp}. É uma média de longo prazo; cada disparo é independente.',
  maxWin: 'Ganho máximo',
  maxWinValue: '{multiplier}× o disparo',
  costs: 'Disparo',
  costRange: '{min} a {max}',
  speciesTitle: 'Peixes e multiplicadores',
  speciesAt: 'Prêmios para um disparo de {cost}',
  pays: 'Paga {amount}',
  chance: 'Captura: {chance}',
  cost: 'Disparo',
  costDown: 'Diminuir o valor do disparo',
  costUp: 'Aumentar o valor do disparo',
  potential: 'até {multiplier}×',
  potentialLong: 'Até {multiplier}× o disparo',
  fire: 'Disparar',
  autoFire: 'Auto',
  autoFireLabel: 'Disparo automático',
  lowBalance: 'Saldo insuficiente para este disparo.',
  lowBalanceHint: 'Saldo insuficiente. Diminua o valor do disparo.',
  tooFast: 'Disparos rápidos demais. Aguarde um instante.',
  caught: 'Você capturou {fish}: {amount}',
  scene: 'Área de pesca. Mire e toque na água para disparar.',
  autoStopped: 'Disparo automático parado.',
};

type Key = keyof typeof pt;

const en: Record<Key, StudioText> = {
  rules: 'Game rules',
  gateIntro: 'Check the fish, their multipliers and the theoretical return before your first shot.',
  howAim:
    'Aim with your finger, the mouse or the arrow keys, and fire by tapping the water, the Fire button or the space bar.',
  howTitle: 'How to play',
  howBet:
    'Each bullet that hits a fish is a shot: a bet of the chosen amount. A bullet that hits no fish is not charged.',
  howCatch:
    'The server decides every catch: a fish of multiplier m is caught with probability RTP ÷ m and pays m times the shot. So every shot returns {rtp} on average, whatever the fish.',
  howRate: {
    one: 'Up to {count} shot per second. Bullets in flight already hold their amount from the balance.',
    other: 'Up to {count} shots per second. Bullets in flight already hold their amount from the balance.',
  },
  rtpRule: 'Theoretical return to player (RTP): {rtp}. It is a long-run average; every shot is independent.',
  maxWin: 'Max win',
  maxWinValue: '{multiplier}× the shot',
  costs: 'Shot',
  costRange: '{min} to {max}',
  speciesTitle: 'Fish and multipliers',
  speciesAt: 'Prizes for a shot of {cost}',
  pays: 'Pays {amount}',
  chance: 'Catch: {chance}',
  cost: 'Shot',
  costDown: 'Lower the shot amount',
  costUp: 'Raise the shot amount',
  potential: 'up to {multiplier}×',
  potentialLong: 'Up to {multiplier}× the shot',
  fire: 'Fire',
  autoFire: 'Auto',
  autoFireLabel: 'Auto-fire',
  lowBalance: 'Not enough balance for this shot.',
  lowBalanceHint: 'Not enough balance. Lower the shot amount.',
  tooFast: 'Shots too fast. Wait a moment.',
  caught: 'You caught {fish}: {amount}',
  scene: 'Fishing area. Aim and tap the water to fire.',
  autoStopped: 'Auto-fire stopped.',
};

const cn: Record<Key, StudioText> = {
  rules: '游戏规则',
  gateIntro: '首次射击前，请查看鱼种、倍数和理论返还率。',
  howTitle: '玩法',
  howAim: '用手指、鼠标或方向键瞄准，点击水面、“射击”按钮或按空格键射击。',
  howBet: '每颗击中鱼的子弹即为一次射击：按所选金额投注一次。未击中任何鱼的子弹不收费。',
  howCatch:
    '每次捕获由服务器决定：倍数为 m 的鱼以 RTP ÷ m 的概率被捕获，并支付射击金额的 m 倍。因此无论瞄准哪条鱼，每次射击的平均返还都是 {rtp}。',
  howRate: '每秒最多 {count} 次射击。飞行中的子弹已从余额中预留其金额。',
  rtpRule: '理论返还率（RTP）：{rtp}。这是长期平均值；每次射击都是独立的。',
  maxWin: '最高赢奖',
  maxWinValue: '射击金额的 {multiplier} 倍',
  costs: '射击',
  costRange: '{min} 至 {max}',
  speciesTitle: '鱼种与倍数',
  speciesAt: '射击金额 {cost} 时的奖金',
  pays: '支付 {amount}',
  chance: '捕获概率：{chance}',
  cost: '射击',
  costDown: '降低射击金额',
  costUp: '提高射击金额',
  potential: '最高 {multiplier} 倍',
  potentialLong: '最高可达射击金额的 {multiplier} 倍',
  fire: '射击',
  autoFire: '自动',
  autoFireLabel: '自动射击',
  lowBalance: '余额不足，无法进行此次射击。',
  lowBalanceHint: '余额不足。请降低射击金额。',
  tooFast: '射击过快，请稍候。',
  caught: '您捕获了{fish}：{amount}',
  scene: '捕鱼区域。瞄准并点击水面射击。',
  autoStopped: '自动射击已停止。',
};

export type FishMessageKey = Key;
export const fishTranslator = createTranslator<Key>({ PT: pt, EN: en, CN: cn });
