import { z } from 'zod';
import {
  ContractType,
  PROMOTION_REWARD_TYPES,
  formatMoney,
  type InboxKind,
  type SupportedLanguage,
} from '@platform/contracts';

/**
 * What each kind of message stores: only the facts its text needs, never the text. Parsed when a
 * message is written (a wrong call fails loudly) and again when read (a row that no longer
 * matches is shown with the kind's generic text rather than failing the whole inbox).
 */
export const NOTICE_PARAMS = {
  'deposit-credited': z.object({ amount: z.number().int(), reference: z.string() }),
  'withdrawal-paid': z.object({ amount: z.number().int(), reference: z.string(), maskedKey: z.string() }),
  'withdrawal-rejected': z.object({
    amount: z.number().int(),
    reference: z.string(),
    /** operator: refused by the back office; payout-failed: the bank did not pay; funds: never held. */
    reason: z.enum(['operator', 'payout-failed', 'funds']),
    /** The operator's remark, which the member's withdrawal record shows as well. */
    remark: z.string().nullable(),
  }),
  'contract-offered': z.object({
    contractType: ContractType,
    /** The offering agent's account; null when the platform's operators made the offer. */
    upline: z.string().nullable(),
  }),
  'feedback-replied': z.object({
    reference: z.string(),
    type: z.enum(['FEEDBACK', 'COMPLAINT']),
    /** The operator's reply, as the member's feedback page shows it too. */
    reply: z.string(),
  }),
  'promotion-issued': z.object({
    /** The promotion's title in each language when it paid (a later edit does not change the message). */
    title: z.object({ PT: z.string(), EN: z.string(), CN: z.string() }),
    rewardType: z.enum(PROMOTION_REWARD_TYPES),
    /** Centavos, points or tickets, as rewardType says. */
    amount: z.number().int(),
  }),
  'limit-reached': z.object({
    /** The member's own limit a bet or a deposit met (docs/responsible-gaming.md). */
    limit: z.enum(['DEPOSIT', 'LOSS', 'WAGER', 'BET_COUNT', 'SESSION_TIME']),
  }),
} as const satisfies Record<InboxKind, z.ZodType>;

export type NoticeParams = { [K in InboxKind]: z.infer<(typeof NOTICE_PARAMS)[K]> };

type Text = { title: string; body: string };
type Kind<K extends InboxKind> = {
  title: Record<SupportedLanguage, string>;
  body: (params: NoticeParams[K], language: SupportedLanguage) => string;
};

const CONTRACT_NAMES: Record<SupportedLanguage, Record<ContractType, string>> = {
  PT: {
    DIVIDEND: 'dividendos',
    DAILY_SALARY: 'salário diário',
    HOURLY_SALARY: 'salário por hora',
    REALTIME_SALARY: 'salário em tempo real',
  },
  EN: {
    DIVIDEND: 'dividend',
    DAILY_SALARY: 'daily salary',
    HOURLY_SALARY: 'hourly salary',
    REALTIME_SALARY: 'real-time salary',
  },
  CN: { DIVIDEND: '分红', DAILY_SALARY: '日工资', HOURLY_SALARY: '时薪', REALTIME_SALARY: '实时工资' },
};

const depositCredited: Kind<'deposit-credited'> = {
  title: { PT: 'Depósito creditado', EN: 'Deposit credited', CN: '存款已到账' },
  body: ({ amount, reference }, language) => {
    const value = formatMoney(amount, language);
    switch (language) {
      case 'PT':
        return `Seu depósito de ${value} (ref. ${reference}) foi confirmado e já está no seu saldo.`;
      case 'EN':
        return `Your deposit of ${value} (ref. ${reference}) was confirmed and is now in your balance.`;
      case 'CN':
        return `您的存款 ${value}（编号 ${reference}）已确认并存入余额。`;
    }
  },
};

const withdrawalPaid: Kind<'withdrawal-paid'> = {
  title: { PT: 'Saque pago', EN: 'Withdrawal paid', CN: '提款已支付' },
  body: ({ amount, reference, maskedKey }, language) => {
    const value = formatMoney(amount, language);
    switch (language) {
      case 'PT':
        return `Seu saque de ${value} (ref. ${reference}) foi enviado para a chave PIX ${maskedKey}. Confirme o recebimento na página de saque.`;
      case 'EN':
        return `Your withdrawal of ${value} (ref. ${reference}) was sent to the PIX key ${maskedKey}. Please confirm you received it on the withdraw page.`;
      case 'CN':
        return `您的提款 ${value}（编号 ${reference}）已转入 PIX 密钥 ${maskedKey}。请在提款页面确认是否到账。`;
    }
  },
};

const withdrawalRejected: Kind<'withdrawal-rejected'> = {
  title: { PT: 'Saque não realizado', EN: 'Withdrawal not completed', CN: '提款未完成' },
  body: (params, language) => {
    const value = formatMoney(params.amount, language);
    const ref = params.reference;
    const remark = params.remark?.trim() || null;
    switch (language) {
      case 'PT': {
        const why = {
          operator: `foi recusado e o valor voltou ao seu saldo.${remark ? ` Motivo: ${remark}` : ''}`,
          'payout-failed': 'não pôde ser pago pelo banco e o valor voltou ao seu saldo.',
          funds: 'foi cancelado: o saldo ou o rollover não permitiam reservar o valor. Nada foi debitado.',
        }[params.reason];
        return `Seu saque de ${value} (ref. ${ref}) ${why}`;
      }
      case 'EN': {
        const why = {
          operator: `was declined and the amount is back in your balance.${remark ? ` Reason: ${remark}` : ''}`,
          'payout-failed': 'could not be paid by the bank and the amount is back in your balance.',
          funds:
            'was cancelled: your balance or turnover did not allow the amount to be held. Nothing was taken.',
        }[params.reason];
        return `Your withdrawal of ${value} (ref. ${ref}) ${why}`;
      }
      case 'CN': {
        const why = {
          operator: `已被拒绝，金额已退回您的余额。${remark ? `原因：${remark}` : ''}`,
          'payout-failed': '银行未能支付，金额已退回您的余额。',
          funds: '已取消：余额或流水不足以冻结该金额，未扣除任何款项。',
        }[params.reason];
        return `您的提款 ${value}（编号 ${ref}）${why}`;
      }
    }
  },
};

const contractOffered: Kind<'contract-offered'> = {
  title: { PT: 'Nova proposta de contrato', EN: 'New contract offer', CN: '新的合约邀请' },
  body: ({ contractType, upline }, language) => {
    const type = CONTRACT_NAMES[language][contractType];
    switch (language) {
      case 'PT':
        return `${upline ? `O agente ${upline}` : 'A plataforma'} ofereceu a você um contrato de ${type}. Veja os termos e aceite ou recuse em Contratos.`;
      case 'EN':
        return `${upline ? `Agent ${upline}` : 'The platform'} offered you a ${type} contract. See its terms and accept or reject it under Contracts.`;
      case 'CN':
        return `${upline ? `代理 ${upline}` : '平台'}向您提供了一份${type}合约。请在“合约”中查看条款并接受或拒绝。`;
    }
  },
};

const feedbackReplied: Kind<'feedback-replied'> = {
  title: { PT: 'Resposta ao seu feedback', EN: 'Reply to your feedback', CN: '您的反馈已回复' },
  body: ({ reference, type, reply }, language) => {
    switch (language) {
      case 'PT':
        return `Respondemos ${type === 'COMPLAINT' ? 'à sua reclamação' : 'ao seu feedback'} (ref. ${reference}): ${reply}`;
      case 'EN':
        return `We replied to your ${type === 'COMPLAINT' ? 'complaint' : 'feedback'} (ref. ${reference}): ${reply}`;
      case 'CN':
        return `我们已回复您的${type === 'COMPLAINT' ? '投诉' : '反馈'}（编号 ${reference}）：${reply}`;
    }
  },
};

/** A promotion's reward in words: money, points, lucky-draw tickets or free spins. */
const rewardWords = (
  { rewardType, amount }: NoticeParams['promotion-issued'],
  language: SupportedLanguage,
): string => {
  switch (rewardType) {
    case 'BONUS':
      return formatMoney(amount, language);
    case 'POINTS':
      return { PT: `${amount} pontos`, EN: `${amount} points`, CN: `${amount} 积分` }[language];
    case 'TICKETS':
      return {
        PT: `${amount} bilhete(s) de sorteio`,
        EN: `${amount} lucky-draw ticket(s)`,
        CN: `${amount} 张抽奖券`,
      }[language];
    case 'FREE_SPINS':
      return {
        PT: `${amount} rodada(s) grátis`,
        EN: `${amount} free spin(s)`,
        CN: `${amount} 次免费旋转`,
      }[language];
    default: {
      const unknown: never = rewardType;
      throw new Error(`unknown reward type ${String(unknown)}`);
    }
  }
};

const promotionIssued: Kind<'promotion-issued'> = {
  title: { PT: 'Promoção creditada', EN: 'Promotion paid', CN: '活动奖励已发放' },
  body: (params, language) => {
    const reward = rewardWords(params, language);
    const title = params.title[language] || params.title.PT;
    switch (language) {
      case 'PT':
        return `Você recebeu ${reward} da promoção “${title}”.`;
      case 'EN':
        return `You received ${reward} from the promotion “${title}”.`;
      case 'CN':
        return `您已获得活动“${title}”的奖励：${reward}。`;
    }
  },
};

const LIMIT_NAMES: Record<SupportedLanguage, Record<NoticeParams['limit-reached']['limit'], string>> = {
  PT: {
    DEPOSIT: 'de depósito',
    LOSS: 'de perdas',
    WAGER: 'de apostas',
    BET_COUNT: 'de número de apostas',
    SESSION_TIME: 'de tempo de jogo',
  },
  EN: {
    DEPOSIT: 'deposit',
    LOSS: 'loss',
    WAGER: 'wager',
    BET_COUNT: 'bet count',
    SESSION_TIME: 'time of play',
  },
  CN: { DEPOSIT: '存款', LOSS: '亏损', WAGER: '投注额', BET_COUNT: '投注次数', SESSION_TIME: '游戏时间' },
};

const limitReached: Kind<'limit-reached'> = {
  title: { PT: 'Limite de jogo atingido', EN: 'Play limit reached', CN: '已达到游戏限额' },
  body: ({ limit }, language) => {
    const name = LIMIT_NAMES[language][limit];
    switch (language) {
      case 'PT':
        return `Você atingiu o seu limite ${name}, por isso o pedido foi recusado. O limite volta a valer no próximo período; veja e ajuste seus limites em Limites de jogo.`;
      case 'EN':
        return `You reached your ${name} limit, so the request was refused. It starts again with the next period; see and change your limits under Play limits.`;
      case 'CN':
        return `您已达到自己设定的${name}限额，因此请求被拒绝。限额将在下一周期重新计算；可在“游戏限额”中查看和调整。`;
    }
  },
};

const KINDS: { [K in InboxKind]: Kind<K> } = {
  'deposit-credited': depositCredited,
  'withdrawal-paid': withdrawalPaid,
  'withdrawal-rejected': withdrawalRejected,
  'contract-offered': contractOffered,
  'feedback-replied': feedbackReplied,
  'promotion-issued': promotionIssued,
  'limit-reached': limitReached,
};

/** When a stored row's parameters cannot be read: the kind's title and a plain line. */
const FALLBACK_BODY: Record<SupportedLanguage, string> = {
  PT: 'Veja os detalhes no seu histórico.',
  EN: 'See the details in your history.',
  CN: '请在您的记录中查看详情。',
};

const bodyOf = <K extends InboxKind>(kind: K, params: unknown, language: SupportedLanguage): string => {
  const parsed = NOTICE_PARAMS[kind].safeParse(params);
  return parsed.success
    ? KINDS[kind].body(parsed.data as NoticeParams[K], language)
    : FALLBACK_BODY[language];
};

/** A stored message's title and body in the reader's language. */
export const messageText = (kind: InboxKind, params: unknown, language: SupportedLanguage): Text => ({
  title: KINDS[kind].title[language],
  body: bodyOf(kind, params, language),
});
