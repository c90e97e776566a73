import type { NewAnnouncement } from './messaging.repository.js';

/**
 * Demo announcements of the "Sorte Grande" brand, in PT (pt-BR), EN and CN. Responsible copy:
 * entertainment, never income; 18+ where it fits; no bonus offers (Brazilian rules restrict
 * advance bonuses), so the promotions are the points mall and missions.
 * `daysAgo` places each one's publish time before the first start, so the list has an order.
 */
export type DemoAnnouncement = Omit<NewAnnouncement, 'startsAt' | 'id'> & { daysAgo: number };

export const DEMO_ANNOUNCEMENTS: DemoAnnouncement[] = [
  // Home carousel (w_home)
  {
    key: 'demo-banner-home-welcome',
    type: 'B',
    groupName: 'w_home',
    sortOrder: 1,
    daysAgo: 30,
    title: {
      PT: 'Bem-vindo à Sorte Grande: diversão com responsabilidade',
      EN: 'Welcome to Sorte Grande: play for fun, play responsibly',
      CN: '欢迎来到 Sorte Grande：快乐游戏，理性娱乐',
    },
    linkage: '/promotions',
    linkageType: 'INTERNAL',
  },
  {
    key: 'demo-banner-home-slots',
    type: 'B',
    groupName: 'w_home',
    sortOrder: 2,
    daysAgo: 30,
    title: {
      PT: 'Mais de 10.000 slots para explorar, com modo demonstração',
      EN: 'Over 10,000 slots to explore, with demo mode',
      CN: '超过 10,000 款老虎机，支持试玩模式',
    },
    linkage: '/rng',
    linkageType: 'INTERNAL',
  },
  {
    key: 'demo-banner-home-live',
    type: 'B',
    groupName: 'w_home',
    sortOrder: 3,
    daysAgo: 30,
    title: {
      PT: 'Cassino ao vivo com crupiês reais, todos os dias',
      EN: 'Live casino with real dealers, every day',
      CN: '真人荷官娱乐场，每日开放',
    },
    linkage: '/live',
    linkageType: 'INTERNAL',
  },
  {
    key: 'demo-banner-home-responsible',
    type: 'B',
    groupName: 'w_home',
    sortOrder: 4,
    daysAgo: 30,
    title: {
      PT: 'Jogue com responsabilidade: defina um orçamento e faça pausas',
      EN: 'Play responsibly: set a budget and take breaks',
      CN: '理性游戏：设定预算，适时休息',
    },
    linkage: '/help',
    linkageType: 'INTERNAL',
  },
  // One banner in each other place
  {
    key: 'demo-banner-login',
    type: 'B',
    groupName: 'w_login',
    sortOrder: 1,
    daysAgo: 30,
    title: { PT: 'Que bom ver você de novo', EN: 'Good to see you again', CN: '欢迎回来' },
  },
  {
    key: 'demo-banner-register',
    type: 'B',
    groupName: 'w_register',
    sortOrder: 1,
    daysAgo: 30,
    title: {
      PT: 'Cadastro em poucos minutos. Apenas para maiores de 18 anos.',
      EN: 'Sign up in a few minutes. Adults aged 18 and over only.',
      CN: '几分钟完成注册，仅限年满 18 周岁人士',
    },
    linkage: '/help#term',
    linkageType: 'INTERNAL',
  },
  {
    key: 'demo-banner-leftmenu',
    type: 'B',
    groupName: 'w_leftmenu',
    sortOrder: 1,
    daysAgo: 30,
    title: { PT: 'Missões da semana', EN: "This week's missions", CN: '本周任务' },
    // A page that always works (the site leaves out a banner whose link leads to a placeholder).
    linkage: '/missions',
    linkageType: 'INTERNAL',
  },
  {
    key: 'demo-banner-popup',
    type: 'B',
    groupName: 'w_popup1',
    sortOrder: 1,
    daysAgo: 30,
    title: {
      PT: 'Baixe o app da Sorte Grande para Android e iOS',
      EN: 'Get the Sorte Grande app for Android and iOS',
      CN: '下载 Sorte Grande 安卓与 iOS 应用',
    },
    linkage: '/down',
    linkageType: 'INTERNAL',
  },

  // Player notices: the ticker and the /announce list, newest first
  {
    key: 'demo-notice-maintenance',
    type: 'PL',
    daysAgo: 1,
    title: { PT: 'Manutenção programada', EN: 'Scheduled maintenance', CN: '计划维护通知' },
    content: {
      PT: '<p>Na terça-feira, das 3h às 5h (horário de Brasília), alguns jogos ao vivo podem ficar indisponíveis por manutenção do fornecedor.</p><p>Seu saldo e suas apostas em andamento não são afetados.</p>',
      EN: '<p>On Tuesday, from 3 am to 5 am (Brasília time), some live games may be unavailable while the provider carries out maintenance.</p><p>Your balance and open bets are not affected.</p>',
      CN: '<p>周二凌晨 3 点至 5 点（巴西利亚时间），部分真人游戏因供应商维护可能暂停服务。</p><p>您的余额和进行中的投注不受影响。</p>',
    },
  },
  {
    key: 'demo-notice-pix',
    type: 'PL',
    daysAgo: 2,
    title: { PT: 'Depósitos via Pix', EN: 'Deposits by Pix', CN: 'Pix 存款说明' },
    content: {
      PT: '<p>Depósitos via Pix costumam ser creditados em poucos minutos.</p><p>Use somente contas bancárias <strong>em seu próprio nome</strong>, com o mesmo CPF do cadastro; pagamentos de terceiros são devolvidos.</p>',
      EN: '<p>Deposits by Pix are usually credited within a few minutes.</p><p>Use only bank accounts <strong>in your own name</strong>, under the CPF you registered with; payments from anyone else are returned.</p>',
      CN: '<p>Pix 存款通常在几分钟内到账。</p><p>请仅使用<strong>本人名下</strong>、与注册 CPF 一致的银行账户付款；第三方付款将被退回。</p>',
    },
  },
  {
    key: 'demo-notice-responsible',
    type: 'PL',
    daysAgo: 4,
    title: { PT: 'Jogo responsável', EN: 'Responsible gaming', CN: '理性游戏' },
    content: {
      PT: '<p>Apostas são entretenimento, não uma fonte de renda. Aposte apenas o que você pode perder, defina limites e faça pausas.</p><p>Se o jogo deixar de ser diversão, fale com nosso suporte. <strong>Proibido para menores de 18 anos.</strong></p>',
      EN: '<p>Betting is entertainment, not a source of income. Only stake what you can afford to lose, set limits and take breaks.</p><p>If playing stops being fun, talk to our support team. <strong>No one under 18 may play.</strong></p>',
      CN: '<p>博彩是娱乐，而不是收入来源。请只投注您能承受损失的金额，设定限额并适时休息。</p><p>如果游戏不再有趣，请联系我们的客服。<strong>未满 18 周岁禁止参与。</strong></p>',
    },
  },
  {
    key: 'demo-notice-security',
    type: 'PL',
    daysAgo: 6,
    title: { PT: 'Proteja sua conta', EN: 'Protect your account', CN: '保护您的账户' },
    content: {
      PT: '<p>Ative a verificação em duas etapas na Central de Segurança.</p><p>A Sorte Grande nunca pede senhas ou códigos por telefone, e-mail ou WhatsApp: não os informe a ninguém.</p>',
      EN: '<p>Turn on two-step verification in the Security Centre.</p><p>Sorte Grande never asks for passwords or codes by phone, e-mail or WhatsApp: do not share them with anyone.</p>',
      CN: '<p>请在安全中心开启两步验证。</p><p>Sorte Grande 绝不会通过电话、电子邮件或 WhatsApp 索要密码或验证码，请勿告知任何人。</p>',
    },
  },
  {
    key: 'demo-notice-new-games',
    type: 'PL',
    daysAgo: 9,
    title: { PT: 'Novos jogos no catálogo', EN: 'New games in the catalogue', CN: '新游戏上线' },
    content: {
      PT: '<p>Chegaram novos slots e jogos de pescaria. Experimente no modo demonstração antes de jogar com saldo real.</p>',
      EN: '<p>New slots and fishing games have arrived. Try them in demo mode before playing with real money.</p>',
      CN: '<p>新的老虎机和捕鱼游戏已上线。建议先用试玩模式体验，再使用真实余额游戏。</p>',
    },
  },
  {
    key: 'demo-notice-withdrawals',
    type: 'PL',
    daysAgo: 12,
    title: { PT: 'Prazo dos saques', EN: 'Withdrawal times', CN: '提款时效' },
    content: {
      PT: '<p>Saques via Pix são processados em até 24 horas. A conta de destino deve estar no nome do titular do cadastro.</p>',
      EN: '<p>Withdrawals by Pix are processed within 24 hours. The receiving account must be in the registered account holder’s name.</p>',
      CN: '<p>Pix 提款将在 24 小时内处理。收款账户必须为注册账户持有人本人名下。</p>',
    },
  },
  {
    key: 'demo-notice-support',
    type: 'PL',
    daysAgo: 15,
    title: { PT: 'Horário de atendimento', EN: 'Support hours', CN: '客服时间' },
    content: {
      PT: '<p>Nosso suporte atende todos os dias, das 8h às 23h (horário de Brasília), por WhatsApp e e-mail.</p>',
      EN: '<p>Our support team is available every day from 8 am to 11 pm (Brasília time) by WhatsApp and e-mail.</p>',
      CN: '<p>客服每天 8:00 至 23:00（巴西利亚时间）通过 WhatsApp 和电子邮件为您服务。</p>',
    },
  },
  {
    key: 'demo-notice-terms',
    type: 'PL',
    daysAgo: 20,
    title: {
      PT: 'Atualização dos Termos e Condições',
      EN: 'Terms and Conditions updated',
      CN: '条款与条件更新',
    },
    content: {
      PT: '<p>Atualizamos nossos Termos e Condições. <a href="/help#term">Leia a nova versão na Central de Ajuda</a>.</p>',
      EN: '<p>We have updated our Terms and Conditions. <a href="/help#term">Read the new version in the Help Centre</a>.</p>',
      CN: '<p>我们更新了条款与条件。<a href="/help#term">请在帮助中心阅读新版本</a>。</p>',
    },
  },

  // Popups: visitors (B) and logged-in members (A)
  {
    key: 'demo-popup-visitor',
    type: 'PU',
    execution: 'B',
    sortOrder: 1,
    daysAgo: 30,
    title: { PT: 'Bem-vindo à Sorte Grande', EN: 'Welcome to Sorte Grande', CN: '欢迎来到 Sorte Grande' },
    content: {
      PT: '<p>Cassino, esportes e loteria em um só lugar, com depósitos e saques via Pix.</p><ul><li>Cadastro com CPF em poucos minutos</li><li>Modo demonstração para conhecer os jogos</li><li>Limites e pausas na Central de Segurança</li></ul><p><strong>Proibido para menores de 18 anos.</strong> Jogue com responsabilidade.</p>',
      EN: '<p>Casino, sports and lottery in one place, with deposits and withdrawals by Pix.</p><ul><li>Sign up with your CPF in a few minutes</li><li>Demo mode to get to know the games</li><li>Limits and breaks in the Security Centre</li></ul><p><strong>Adults aged 18 and over only.</strong> Please play responsibly.</p>',
      CN: '<p>娱乐场、体育和彩票一站畅玩，支持 Pix 存取款。</p><ul><li>使用 CPF 几分钟即可注册</li><li>试玩模式，先了解游戏</li><li>在安全中心设置限额与休息</li></ul><p><strong>仅限年满 18 周岁人士。</strong>请理性游戏。</p>',
    },
  },
  {
    key: 'demo-popup-member',
    type: 'PU',
    execution: 'A',
    promotionType: 'POINTS',
    sortOrder: 1,
    daysAgo: 3,
    title: { PT: 'Novidade: Mall de Pontos', EN: 'New: the Points Mall', CN: '新功能：积分商城' },
    content: {
      PT: '<p>Suas apostas agora acumulam pontos, que <strong>não expiram</strong>. Troque-os por prêmios no <a href="/pointMall">Mall de Pontos</a>.</p><p>Os pontos não são dinheiro e não podem ser sacados. Jogue apenas o que você pode perder.</p>',
      EN: '<p>Your bets now earn points, which <strong>never expire</strong>. Redeem them for rewards in the <a href="/pointMall">Points Mall</a>.</p><p>Points are not money and cannot be withdrawn. Only stake what you can afford to lose.</p>',
      CN: '<p>您的投注现在可以累积积分，积分<strong>永不过期</strong>。可在<a href="/pointMall">积分商城</a>兑换奖品。</p><p>积分不是现金，不可提现。请只投注您能承受损失的金额。</p>',
    },
  },

  // Promotion notices
  {
    key: 'demo-promotion-points-mall',
    type: 'PR',
    sortOrder: 1,
    daysAgo: 3,
    title: { PT: 'Mall de Pontos', EN: 'Points Mall', CN: '积分商城' },
    content: {
      PT: '<p>Cada aposta liquidada soma pontos à sua conta. Os pontos não expiram e podem ser trocados por prêmios no <a href="/pointMall">Mall de Pontos</a>.</p><p>Pontos não são dinheiro. Para maiores de 18 anos.</p>',
      EN: '<p>Every settled bet adds points to your account. Points never expire and can be redeemed for rewards in the <a href="/pointMall">Points Mall</a>.</p><p>Points are not money. Adults aged 18 and over only.</p>',
      CN: '<p>每笔已结算的投注都会为您的账户累积积分。积分永不过期，可在<a href="/pointMall">积分商城</a>兑换奖品。</p><p>积分不是现金。仅限年满 18 周岁人士。</p>',
    },
  },
  {
    key: 'demo-promotion-missions',
    type: 'PR',
    sortOrder: 2,
    daysAgo: 7,
    title: { PT: 'Missões da semana', EN: "This week's missions", CN: '本周任务' },
    content: {
      PT: '<p>Toda segunda-feira há novas missões. Acompanhe seu progresso e o ranking na Central de Recompensas.</p><ul><li>Missões não exigem depósito</li><li>As recompensas são pontos do Mall de Pontos</li></ul><p>Para maiores de 18 anos. Jogue com responsabilidade.</p>',
      EN: '<p>New missions start every Monday. Follow your progress and the leaderboard in the Reward Centre.</p><ul><li>Missions never require a deposit</li><li>Rewards are Points Mall points</li></ul><p>Adults aged 18 and over only. Please play responsibly.</p>',
      CN: '<p>每周一推出新任务。可在奖励中心查看进度和排行榜。</p><ul><li>任务无需存款</li><li>奖励为积分商城积分</li></ul><p>仅限年满 18 周岁人士。请理性游戏。</p>',
    },
  },
];
