import type { SupportedLanguage } from '@platform/contracts';

type Section = { key: string; title: string; content: string };

/** First-run help-centre content; operators edit the stored copy afterwards. */
export const HELP_CONTENT: Record<SupportedLanguage, Section[]> = {
  PT: [
    {
      key: 'about',
      title: 'Sobre nós',
      content:
        '<p>A Sorte Grande é uma plataforma de entretenimento com cassino, slots, cassino ao vivo, esportes, e-sports, loteria e jogos próprios com resultados verificáveis.</p><p>Operamos somente no Brasil, em reais (BRL), com depósitos e saques por PIX.</p>',
    },
    {
      key: 'term',
      title: 'Termos e condições',
      content:
        '<h3>1. Quem pode jogar</h3><p>Somente maiores de 18 anos, residentes no Brasil, com CPF próprio. O acesso de menores é proibido.</p><h3>2. Sua conta</h3><p>Cada pessoa pode ter uma única conta. Depósitos e saques são feitos apenas de e para contas bancárias em seu próprio nome.</p><h3>3. Jogo responsável</h3><p>Você pode definir limites, pausar ou se autoexcluir a qualquer momento. Jogos de aposta envolvem risco de perda e não são forma de renda.</p><h3>4. Dados pessoais</h3><p>Tratamos seus dados conforme a LGPD (Lei 13.709/2018).</p>',
    },
    {
      key: 'responsible',
      title: 'Jogo responsável',
      content:
        '<p>Jogue apenas por diversão e com o que você pode perder. Defina limites de depósito e de tempo, faça pausas e nunca tente recuperar perdas.</p><p>Se o jogo deixou de ser diversão, fale com nosso atendimento para pausar ou encerrar sua conta.</p>',
    },
    {
      key: 'faq',
      title: 'Perguntas frequentes',
      content:
        '<h3>Como deposito?</h3><p>Pelo PIX, na área Depósito: escolha o valor, copie o código ou leia o QR no app do seu banco.</p><h3>Quanto tempo leva um saque?</h3><p>Saques aprovados são pagos por PIX na chave cadastrada em seu nome.</p><h3>Posso jogar de graça?</h3><p>Sim: o modo de teste usa créditos de demonstração, sem dinheiro real.</p>',
    },
    {
      key: 'contact',
      title: 'Atendimento',
      content:
        '<p>Nosso atendimento funciona todos os dias, das 8h às 24h (horário de Brasília).</p><p>E-mail: <a href="mailto:suporte@sortegrande.example">suporte@sortegrande.example</a></p>',
    },
  ],
  EN: [
    {
      key: 'about',
      title: 'About us',
      content:
        '<p>Sorte Grande is an entertainment platform with casino, slots, live casino, sports, e-sports, lottery and in-house games with verifiable results.</p><p>We operate in Brazil only, in Brazilian reais (BRL), with deposits and withdrawals by PIX.</p>',
    },
    {
      key: 'term',
      title: 'Terms and conditions',
      content:
        "<h3>1. Who may play</h3><p>Only people aged 18 or over, living in Brazil, with their own CPF. Access by minors is forbidden.</p><h3>2. Your account</h3><p>Each person may hold one account. Deposits and withdrawals go only from and to bank accounts in your own name.</p><h3>3. Responsible gaming</h3><p>You can set limits, take a break or exclude yourself at any time. Betting carries a risk of loss and is not a source of income.</p><h3>4. Personal data</h3><p>We process your data under Brazil's LGPD (Law 13,709/2018).</p>",
    },
    {
      key: 'responsible',
      title: 'Responsible gaming',
      content:
        '<p>Play only for fun and only with what you can afford to lose. Set deposit and time limits, take breaks and never chase losses.</p><p>If gaming has stopped being fun, contact our support to pause or close your account.</p>',
    },
    {
      key: 'faq',
      title: 'Frequently asked questions',
      content:
        '<h3>How do I deposit?</h3><p>By PIX, in the Deposit area: choose the amount, copy the code or scan the QR code in your banking app.</p><h3>How long does a withdrawal take?</h3><p>Approved withdrawals are paid by PIX to the key registered in your name.</p><h3>Can I play for free?</h3><p>Yes: trial mode uses demo credits, never real money.</p>',
    },
    {
      key: 'contact',
      title: 'Customer service',
      content:
        '<p>Our support team is available every day from 8 am to midnight (Brasília time).</p><p>E-mail: <a href="mailto:suporte@sortegrande.example">suporte@sortegrande.example</a></p>',
    },
  ],
  CN: [
    {
      key: 'about',
      title: '关于我们',
      content:
        '<p>Sorte Grande 是一个娱乐平台，提供娱乐场、老虎机、真人娱乐场、体育、电子竞技、彩票以及结果可验证的自营游戏。</p><p>我们仅在巴西运营，使用巴西雷亚尔（BRL），通过 PIX 存款和取款。</p>',
    },
    {
      key: 'term',
      title: '条款与条件',
      content:
        '<h3>1. 谁可以游戏</h3><p>仅限年满18周岁、居住在巴西并拥有本人CPF的人士。禁止未成年人访问。</p><h3>2. 您的账户</h3><p>每人只能拥有一个账户。存款和取款只能来自和转入您本人名下的银行账户。</p><h3>3. 负责任博彩</h3><p>您可以随时设置限额、暂停或自我排除。投注存在亏损风险，不是收入来源。</p><h3>4. 个人数据</h3><p>我们依照巴西《通用数据保护法》（LGPD，第13.709/2018号法律）处理您的数据。</p>',
    },
    {
      key: 'responsible',
      title: '负责任博彩',
      content:
        '<p>只为娱乐而玩，只用您输得起的钱。设置存款和时间限额，适时休息，切勿追回损失。</p><p>如果游戏不再是娱乐，请联系客服暂停或关闭您的账户。</p>',
    },
    {
      key: 'faq',
      title: '常见问题',
      content:
        '<h3>如何存款？</h3><p>在“存款”区域通过 PIX：选择金额，复制代码或在银行应用中扫描二维码。</p><h3>取款需要多长时间？</h3><p>已批准的取款将通过 PIX 支付到您名下登记的密钥。</p><h3>可以免费玩吗？</h3><p>可以：试玩模式使用演示积分，绝不涉及真实资金。</p>',
    },
    {
      key: 'contact',
      title: '客服',
      content:
        '<p>客服每天 8:00 至 24:00（巴西利亚时间）为您服务。</p><p>邮箱：<a href="mailto:suporte@sortegrande.example">suporte@sortegrande.example</a></p>',
    },
  ],
};
