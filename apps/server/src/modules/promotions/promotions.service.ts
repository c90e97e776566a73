import {
  PROMOTION_REMARK_MAX,
  PROOF_MAX_BYTES,
  PROOF_MAX_IMAGES,
  type MemberPromotion,
  type OperatorPromotionApplication,
  type PromotionDetail,
  type SupportedLanguage,
} from '@platform/contracts';
import type { z } from 'zod';
import type {
  ApplyPromotionRequest,
  OperatorApplicationsQuery,
  SavePromotionRequest,
} from '@platform/contracts';
import { AppError, isAppError } from '@platform/server-kit';
import { decodeProofImages } from '../../lib/proof-images.js';
import { memberAuditor, type AuditService } from '../audit/index.js';
import type { InboxDelivery } from '../inbox/index.js';
import { sanitiseHtml } from '../messaging/index.js';
import { isEligible, isTargeted, type MemberStanding } from './eligibility.js';
import type { BonusTerms, WalletService } from '../wallet/index.js';
import { memberStatusOf, nextStatus, periodKeyOf, targetRangeOf } from './application-state.js';
import type { ApplicationRow, PromotionRow, PromotionsRepository } from './promotions.repository.js';

export type RequestMeta = { ip: string; userAgent: string; language: SupportedLanguage };
type Operator = { memberId: string; account: string };

/** How long a closed promotion stays listed (with the status CLOSE). */
const CLOSED_LISTED_MS = 7 * 86_400_000;
/**
 * An approval whose payout stopped half-way (the process died between the approval and the
 * credit) stays PAYING; after this long an operator's approve runs the payout again, under the
 * same idempotency key, so the bonus is still credited once. Sooner, a second approve is a race
 * and is answered promotion-application-state-changed.
 */
const PAYOUT_RETRY_AFTER_MS = 60_000;

/** A deposit promotion's reward for a credited deposit: fixed, or a percent match up to the cap. */
const depositReward = (row: PromotionRow, credited: number): number =>
  row.matchPercent > 0
    ? Math.min(row.rewardAmount, Math.floor((credited * row.matchPercent) / 100))
    : row.rewardAmount;

/** A promotion's wagering terms, as its grants copy them. */
const termsOf = (row: PromotionRow): BonusTerms => ({
  multiplier: row.wageringMultiplier,
  maxBet: row.maxBetWhileWagering,
  expiryDays: row.expiryDays,
  contributions: row.contributions,
});

const TEXT_LANGUAGE: Record<SupportedLanguage, 'pt-BR' | 'en' | 'zh'> = { PT: 'pt-BR', EN: 'en', CN: 'zh' };

/**
 * The promotion engine's first slice (docs/promotions.md): operator-configured promotions a member
 * applies for (MANUAL) or claims (CLAIM), rewarded with a cash bonus through the wallet. Each
 * application moves by one conditional statement (application-state.ts names every move).
 */
export const createPromotionsService = (options: {
  repository: PromotionsRepository;
  wallet: Pick<WalletService, 'move' | 'grantBonus' | 'grantFreeSpins'>;
  /** Points a POINTS reward credits, once per source key (the points module). */
  awardPoints: (input: {
    memberId: string;
    sourceKey: string;
    points: number;
  }) => Promise<{ credited: boolean }>;
  /** Tickets a TICKETS reward gives, once per source key (the lucky draws); refused when the game is closed. */
  grantTickets: (input: {
    memberId: string;
    code: string;
    count: number;
    sourceKey: string;
  }) => Promise<{ granted: number }>;
  /** Whether a lucky-draw game of this code exists (a TICKETS reward names one). */
  luckyGameKnown: (code: string) => Promise<boolean>;
  /** Whether the catalogue has a slot game of this code (a FREE_SPINS reward names one). */
  slotGameKnown: (code: string) => Promise<boolean>;
  /** A member's valid turnover in a time range, each game type counted at its percent (WAGER targets). */
  turnoverOf: (
    memberId: string,
    range: { from: Date; to: Date },
    contributions: PromotionRow['contributions'],
  ) => Promise<number>;
  audit: AuditService;
  /** The member's inbox: told of each reward paid (docs/inbox.md, `promotion-issued`). */
  inbox?: InboxDelivery;
  /** Whether the deployment's profile lets this promotion pay its reward (its kind and reward type). */
  allowed: (row: PromotionRow) => Promise<boolean>;
  accountNamesOf: (memberIds: string[]) => Promise<Map<string, string>>;
  /** The member's VIP level and the agents above them, for targeted promotions (eligibility.ts). */
  standingOf: (memberId: string) => Promise<MemberStanding>;
  now?: () => Date;
}) => {
  const { repository, audit } = options;
  const now = options.now ?? (() => new Date());

  const audited = memberAuditor(audit);

  /** The promotion if the profile allows its kind and it is enabled; a hidden one is not found. */
  const visiblePromotion = async (id: string): Promise<PromotionRow> => {
    const row = await repository.promotionById(id);
    if (!row || !row.enabled || !(await options.allowed(row))) throw new AppError('promotion-not-found');
    return row;
  };

  /** The standing eligibility needs, read only when one of the rows targets some members. */
  const standingFor = async (memberId: string | null, rows: PromotionRow[]) =>
    memberId && rows.some(isTargeted) ? options.standingOf(memberId) : null;

  /** Refuses a member a promotion targeted at others (a VIP level, agents' teams). */
  const assertEligible = async (row: PromotionRow, memberId: string) => {
    if (!isEligible(row, await standingFor(memberId, [row]))) throw new AppError('promotion-not-eligible');
  };

  const assertInWindow = (row: PromotionRow, at: Date) => {
    if (at < row.startsAt) throw new AppError('promotion-not-started');
    if (at >= row.endsAt) throw new AppError('promotion-closed');
  };

  /** The member's application that decides the status: this period's, or after the end the last one. */
  const applicationFor = (row: PromotionRow, applications: ApplicationRow[], at: Date) => {
    const mine = applications.filter((application) => application.promotionId === row.id);
    const current = mine.find((application) => application.periodKey === periodKeyOf(row.period, at));
    return current ?? (at >= row.endsAt ? (mine[0] ?? null) : null);
  };

  /**
   * A WAGER promotion's counted turnover this period, asked only while it can still be earned (in
   * its window, no application this period); null for the others and for visitors.
   */
  const turnoverFor = async (
    row: PromotionRow,
    memberId: string | null,
    application: ApplicationRow | null,
    at: Date,
  ): Promise<number | null> => {
    if (row.entry !== 'WAGER' || !memberId || application || at < row.startsAt || at >= row.endsAt) {
      return null;
    }
    return options.turnoverOf(memberId, targetRangeOf(row, at), row.contributions);
  };

  const toMember = (
    row: PromotionRow,
    application: ApplicationRow | null,
    language: SupportedLanguage,
    at: Date,
    turnover: number | null = null,
  ): MemberPromotion => {
    const text = row.texts[TEXT_LANGUAGE[language]];
    return {
      id: row.id,
      code: row.code,
      entry: row.entry,
      period: row.period,
      rewardAmount: row.rewardAmount,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      image: row.image,
      title: text.title,
      summary: text.summary,
      status: memberStatusOf({
        entry: row.entry,
        startsAt: row.startsAt,
        endsAt: row.endsAt,
        now: at,
        application: application?.status ?? null,
        targetMet: turnover !== null && turnover >= row.minTurnover,
      }),
      rewardType: row.rewardType,
      rewardGame: row.rewardGame,
      rewardBet: row.rewardBet,
      minTurnover: row.minTurnover,
      turnover,
      wageringMultiplier: row.wageringMultiplier,
      minDeposit: row.minDeposit,
      matchPercent: row.matchPercent,
      rejectReason: application?.status === 'REJECTED' ? application.rejectReason : null,
    };
  };

  const stateChanged = () => new AppError('promotion-application-state-changed');

  /**
   * Credits an application's reward by its type, under one key per application: however often
   * the payout runs, it is paid once. Answers the ledger entry (money only) and whether this call
   * found it already paid.
   */
  const payReward = async (
    application: ApplicationRow,
    row: PromotionRow,
  ): Promise<{ entryId: number | null; replayed: boolean }> => {
    const key = `promotion-application:${application.id}`;
    const { memberId, rewardAmount } = application;
    switch (row.rewardType) {
      case 'BONUS':
        return row.wageringMultiplier > 0
          ? // A wagered bonus: the BONUS wallet and a grant, opened together (docs/promotions.md).
            options.wallet.grantBonus({
              source: key,
              memberId,
              amount: rewardAmount,
              promotion: row.kind,
              promotionCode: row.code,
              reference: { applicationId: application.id },
              terms: termsOf(row),
            })
          : options.wallet.move({
              idempotencyKey: key,
              kind: 'BONUS',
              memberId,
              // `promotion` is the profile's kind: the wallet refuses the credit where it is off.
              reference: { promotion: row.kind, promotionCode: row.code, applicationId: application.id },
              legs: [
                { account: { member: memberId }, amount: rewardAmount },
                { account: { house: 'BONUS' }, amount: -rewardAmount },
              ],
            });
      case 'POINTS': {
        const { credited } = await options.awardPoints({ memberId, sourceKey: key, points: rewardAmount });
        return { entryId: null, replayed: !credited };
      }
      case 'TICKETS': {
        const { granted } = await options.grantTickets({
          memberId,
          code: row.rewardGame,
          count: rewardAmount,
          sourceKey: key,
        });
        return { entryId: null, replayed: granted === 0 };
      }
      case 'FREE_SPINS': {
        // Spins the house funds when played (decision 0020); the wallet refuses them where the
        // profile gives no bonus, as it refuses a BONUS credit. Their wins are cash.
        const { replayed } = await options.wallet.grantFreeSpins({
          source: key,
          memberId,
          gameCode: row.rewardGame,
          spins: rewardAmount,
          bet: row.rewardBet,
          promotion: row.kind,
          promotionCode: row.code,
          expiryDays: row.expiryDays,
        });
        return { entryId: null, replayed };
      }
      default: {
        const unknown: never = row.rewardType;
        throw new Error(`unknown promotion reward type ${String(unknown)}`);
      }
    }
  };

  /** Moves a PAYING application to its final state once its bonus is credited. */
  const pay = async (
    application: ApplicationRow,
    row: PromotionRow,
    meta: { ip: string; userAgent?: string },
  ): Promise<ApplicationRow> => {
    try {
      // One key per application: however often the payout runs, the bonus is credited once.
      const moved = await payReward(application, row);
      // Before the final state, so a retried payout (same key, nothing paid twice) writes a
      // message an interrupted one missed; the event key keeps it to one.
      await options.inbox?.deliver({
        kind: 'promotion-issued',
        memberId: application.memberId,
        subjectId: application.id,
        params: {
          title: { PT: row.texts['pt-BR'].title, EN: row.texts.en.title, CN: row.texts.zh.title },
          rewardType: row.rewardType,
          amount: application.rewardAmount,
        },
      });
      const paid = nextStatus('PAYING', 'PAID', row.entry)!;
      const done = await repository.transition(application.id, 'PAYING', {
        status: paid,
        entryId: moved.entryId,
      });
      await audited(
        'promotion.payout',
        meta,
        { memberId: application.memberId },
        {
          applicationId: application.id,
          promotionCode: row.code,
          amount: application.rewardAmount,
          entryId: moved.entryId,
          replayed: moved.replayed,
        },
      );
      // Another approval's retry may have finished it first: it is paid all the same.
      return done ?? (await repository.application(application.id))!;
    } catch (error) {
      if (!isAppError(error)) throw error;
      // Refused (the profile turned the kind off since): nothing was credited, so the approval
      // or the claim is undone and the refusal answered.
      if (nextStatus('PAYING', 'PAYMENT_REFUSED', row.entry) === 'APPLYING') {
        await repository.transition(application.id, 'PAYING', {
          status: 'APPLYING',
          decidedBy: null,
          decidedAt: null,
        });
      } else {
        await repository.deletePayingClaim(application.id);
      }
      await audited(
        'promotion.payout',
        meta,
        { memberId: application.memberId },
        { applicationId: application.id, promotionCode: row.code, errorCode: error.code },
        'refused',
      );
      throw error;
    }
  };

  const toOperator = (
    entry: { application: ApplicationRow; promotionCode: string; proofCount: number },
    names: Map<string, string>,
  ): OperatorPromotionApplication => ({
    id: entry.application.id,
    promotionId: entry.application.promotionId,
    promotionCode: entry.promotionCode,
    memberId: entry.application.memberId,
    account: names.get(entry.application.memberId) ?? '',
    status: entry.application.status,
    periodKey: entry.application.periodKey,
    remark: entry.application.remark,
    proofCount: Number(entry.proofCount),
    rewardAmount: entry.application.rewardAmount,
    rejectReason: entry.application.rejectReason,
    decidedBy: entry.application.decidedBy,
    createdAt: entry.application.createdAt.toISOString(),
    decidedAt: entry.application.decidedAt?.toISOString() ?? null,
  });

  /** The application an operator decides on, with its promotion. */
  const decisionTarget = async (id: string): Promise<{ application: ApplicationRow; row: PromotionRow }> => {
    const application = await repository.application(id);
    if (!application) throw new AppError('promotion-application-not-found');
    return { application, row: (await repository.promotionById(application.promotionId))! };
  };

  /** A decided application as the deciding operator's answer shows it. */
  const decided = async (application: ApplicationRow, row: PromotionRow) =>
    toOperator(
      { application, promotionCode: row.code, proofCount: 0 },
      await options.accountNamesOf([application.memberId]),
    );

  /** A promotion as the back office sees it, with the profile's answer for its kind. */
  const operatorView = async (row: PromotionRow) => {
    return {
      id: row.id,
      code: row.code,
      kind: row.kind,
      entry: row.entry,
      period: row.period,
      rewardAmount: row.rewardAmount,
      rewardType: row.rewardType,
      rewardGame: row.rewardGame,
      rewardBet: row.rewardBet,
      minTurnover: row.minTurnover,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      image: row.image,
      enabled: row.enabled,
      sort: row.sort,
      wageringMultiplier: row.wageringMultiplier,
      minDeposit: row.minDeposit,
      matchPercent: row.matchPercent,
      maxBetWhileWagering: row.maxBetWhileWagering,
      expiryDays: row.expiryDays,
      contributions: row.contributions as Record<string, number>,
      minVipLevel: row.minVipLevel,
      agentLines: row.agentLines,
      allowed: await options.allowed(row),
    };
  };

  return {
    // Members and visitors --------------------------------------------------------------------
    /** Promotions the profile allows, in force, coming or closed lately, with the member's status. */
    async list(memberId: string | null, language: SupportedLanguage): Promise<MemberPromotion[]> {
      const at = now();
      const rows = await repository.listedPromotions(new Date(at.getTime() - CLOSED_LISTED_MS));
      const allowed = await Promise.all(rows.map((row) => options.allowed(row)));
      const offered = rows.filter((_, index) => allowed[index]);
      // A targeted promotion is listed only to the members it targets.
      const standing = await standingFor(memberId, offered);
      const visible = offered.filter((row) => isEligible(row, standing));
      const applications = memberId
        ? await repository.applicationsOf(
            memberId,
            visible.map((row) => row.id),
          )
        : [];
      return Promise.all(
        visible.map(async (row) => {
          const application = applicationFor(row, applications, at);
          const turnover = await turnoverFor(row, memberId, application, at);
          return toMember(row, application, language, at, turnover);
        }),
      );
    },

    async detail(memberId: string | null, id: string, language: SupportedLanguage): Promise<PromotionDetail> {
      const row = await visiblePromotion(id);
      // Hidden from those it does not target, as in the list.
      if (!isEligible(row, await standingFor(memberId, [row]))) throw new AppError('promotion-not-found');
      const at = now();
      const applications = memberId ? await repository.applicationsOf(memberId, [row.id]) : [];
      const application = applicationFor(row, applications, at);
      return {
        ...toMember(row, application, language, at, await turnoverFor(row, memberId, application, at)),
        terms: row.texts[TEXT_LANGUAGE[language]].terms,
        remarkMax: PROMOTION_REMARK_MAX,
        proofMaxImages: PROOF_MAX_IMAGES,
        proofMaxBytes: PROOF_MAX_BYTES,
      };
    },

    /** A MANUAL promotion's application: one per member and period, waiting for an operator. */
    async apply(
      memberId: string,
      input: z.output<typeof ApplyPromotionRequest>,
      meta: RequestMeta,
    ): Promise<MemberPromotion> {
      const row = await visiblePromotion(input.id);
      if (row.entry !== 'MANUAL') throw new AppError('promotion-wrong-entry');
      const at = now();
      assertInWindow(row, at);
      await assertEligible(row, memberId);
      const proofs = decodeProofImages(input.proofs, { required: false });
      const application = await repository.insertApplication(
        {
          promotionId: row.id,
          memberId,
          periodKey: periodKeyOf(row.period, at),
          status: 'APPLYING',
          remark: input.remark,
          rewardAmount: row.rewardAmount,
        },
        proofs.map((proof) => ({ name: proof.name, contentType: proof.contentType, data: proof.base64 })),
      );
      if (!application) {
        await audited('promotion.apply', meta, { memberId }, { promotionCode: row.code }, 'refused');
        throw new AppError('promotion-already-joined');
      }
      await audited(
        'promotion.apply',
        meta,
        { memberId },
        { applicationId: application.id, promotionCode: row.code, proofs: proofs.length },
      );
      return toMember(row, application, meta.language, at);
    },

    /**
     * A CLAIM promotion's reward, or a WAGER one's once the member's counted turnover this period
     * reaches its target, credited at once; one per member and period (the application's unique
     * period: of claims sent together, one pays).
     */
    async claim(memberId: string, id: string, meta: RequestMeta): Promise<MemberPromotion> {
      const row = await visiblePromotion(id);
      if (row.entry !== 'CLAIM' && row.entry !== 'WAGER') throw new AppError('promotion-wrong-entry');
      const at = now();
      assertInWindow(row, at);
      await assertEligible(row, memberId);
      if (row.entry === 'WAGER') {
        const turnover = await options.turnoverOf(memberId, targetRangeOf(row, at), row.contributions);
        if (turnover < row.minTurnover) {
          await audited(
            'promotion.claim',
            meta,
            { memberId },
            { promotionCode: row.code, turnover, target: row.minTurnover },
            'refused',
          );
          throw new AppError('promotion-target-not-met');
        }
      }
      const application = await repository.insertApplication(
        {
          promotionId: row.id,
          memberId,
          periodKey: periodKeyOf(row.period, at),
          status: 'PAYING',
          rewardAmount: row.rewardAmount,
        },
        [],
      );
      if (!application) {
        await audited('promotion.claim', meta, { memberId }, { promotionCode: row.code }, 'refused');
        throw new AppError('promotion-already-joined');
      }
      await audited(
        'promotion.claim',
        meta,
        { memberId },
        { applicationId: application.id, promotionCode: row.code },
      );
      const paid = await pay(application, row, meta);
      return toMember(row, paid, meta.language, at);
    },

    /**
     * A PIX deposit was credited (payments' hook): each DEPOSIT promotion it qualifies for (and each
     * FIRST_DEPOSIT one when it is the member's first) pays its reward, as a claim made for the
     * member. The application's unique period makes it once per member and period however many
     * callbacks race; its remark names the deposit, so a retry for the same deposit finishes an
     * interrupted payout under the same key. A refusal (a profile without bonuses, another grant
     * being wagered) pays nothing and is audited; the deposit stands.
     */
    async onDepositCredited(deposit: {
      depositId: string;
      memberId: string;
      reference: string;
      credited: number;
      first: boolean;
    }): Promise<void> {
      const at = now();
      const meta = { ip: 'gateway' };
      const candidates = (await repository.listedPromotions(at)).filter(
        (row) =>
          (row.entry === 'DEPOSIT' || (row.entry === 'FIRST_DEPOSIT' && deposit.first)) &&
          at >= row.startsAt &&
          at < row.endsAt &&
          deposit.credited >= row.minDeposit,
      );
      const standing = await standingFor(deposit.memberId, candidates);
      for (const row of candidates.filter((candidate) => isEligible(candidate, standing))) {
        if (!(await options.allowed(row))) continue;
        const reward = depositReward(row, deposit.credited);
        if (reward <= 0) continue;
        const remark = `deposit:${deposit.reference}`;
        const periodKey = periodKeyOf(row.period, at);
        const inserted = await repository.insertApplication(
          {
            promotionId: row.id,
            memberId: deposit.memberId,
            periodKey,
            status: 'PAYING',
            remark,
            rewardAmount: reward,
          },
          [],
        );
        const application =
          inserted ??
          (await repository
            .applicationOf(row.id, deposit.memberId, periodKey)
            .then((existing) =>
              existing && existing.status === 'PAYING' && existing.remark === remark ? existing : null,
            ));
        if (!application) continue;
        if (inserted) {
          await audited(
            'promotion.deposit',
            meta,
            { memberId: deposit.memberId },
            { applicationId: inserted.id, promotionCode: row.code, deposit: deposit.reference, reward },
          );
        }
        try {
          await pay(application, row, meta);
        } catch (error) {
          // Audited by pay; the other promotions still pay.
          if (!isAppError(error)) throw error;
        }
      }
    },

    // Operators -----------------------------------------------------------------------------
    async save(operator: Operator, input: z.output<typeof SavePromotionRequest>, meta: { ip: string }) {
      if (input.rewardType === 'TICKETS' && !(await options.luckyGameKnown(input.rewardGame))) {
        throw new AppError('lucky-draw-not-found');
      }
      if (input.rewardType === 'FREE_SPINS' && !(await options.slotGameKnown(input.rewardGame))) {
        throw new AppError('free-spin-game-not-found');
      }
      const texts = Object.fromEntries(
        Object.entries(input.texts).map(([language, text]) => [
          language,
          { ...text, terms: sanitiseHtml(text.terms) },
        ]),
      ) as PromotionRow['texts'];
      const row = await repository.savePromotion({
        code: input.code,
        kind: input.kind,
        entry: input.entry,
        period: input.period,
        rewardAmount: input.rewardAmount,
        rewardType: input.rewardType,
        rewardGame: input.rewardGame,
        rewardBet: input.rewardBet,
        minTurnover: input.minTurnover,
        wageringMultiplier: input.wageringMultiplier,
        maxBetWhileWagering: input.maxBetWhileWagering,
        expiryDays: input.expiryDays,
        contributions: input.contributions,
        minDeposit: input.minDeposit,
        matchPercent: input.matchPercent,
        minVipLevel: input.minVipLevel,
        agentLines: [...new Set(input.agentLines)],
        startsAt: new Date(input.startsAt),
        endsAt: new Date(input.endsAt),
        image: input.image,
        enabled: input.enabled,
        sort: input.sort,
        texts,
      });
      await audited('promotion.save', meta, operator, {
        promotionCode: row.code,
        kind: row.kind,
        entry: row.entry,
        rewardAmount: row.rewardAmount,
        rewardType: row.rewardType,
        enabled: row.enabled,
      });
      return operatorView(row);
    },

    async promotions() {
      const rows = await repository.promotions();
      return { list: await Promise.all(rows.map((row) => operatorView(row))) };
    },

    async applications(query: z.output<typeof OperatorApplicationsQuery>) {
      const { rows, totalPages } = await repository.applicationsWhere(query.status, query);
      const names = await options.accountNamesOf([...new Set(rows.map((row) => row.application.memberId))]);
      return { list: rows.map((row) => toOperator(row, names)), totalPages };
    },

    async proof(applicationId: string, index: number) {
      const proof = await repository.proof(applicationId, index);
      if (!proof) throw new AppError('promotion-application-not-found');
      return { contentType: proof.contentType, dataUrl: `data:${proof.contentType};base64,${proof.data}` };
    },

    /** Approves an application and credits its bonus exactly once. */
    async approve(operator: Operator, id: string, meta: { ip: string; userAgent?: string }) {
      const { application, row } = await decisionTarget(id);
      if (!(await options.allowed(row))) {
        await audited(
          'promotion.approve',
          meta,
          operator,
          { applicationId: id, promotionCode: row.code },
          'refused',
        );
        throw new AppError('feature-unavailable');
      }
      const decision = { status: 'PAYING' as const, decidedBy: operator.account, decidedAt: now() };
      const approved =
        application.status === 'PAYING'
          ? // An interrupted payout: only once it is clearly not running any more.
            await repository.transition(
              id,
              'PAYING',
              decision,
              new Date(now().getTime() - PAYOUT_RETRY_AFTER_MS),
            )
          : nextStatus(application.status, 'APPROVE', row.entry) === 'PAYING'
            ? await repository.transition(id, application.status, decision)
            : null;
      if (!approved) {
        await audited(
          'promotion.approve',
          meta,
          operator,
          { applicationId: id, status: application.status },
          'refused',
        );
        throw stateChanged();
      }
      await audited('promotion.approve', meta, operator, {
        applicationId: id,
        promotionCode: row.code,
        memberId: approved.memberId,
        amount: approved.rewardAmount,
      });
      return decided(await pay(approved, row, meta), row);
    },

    async reject(operator: Operator, id: string, reason: string, meta: { ip: string; userAgent?: string }) {
      const { application, row } = await decisionTarget(id);
      const rejected =
        nextStatus(application.status, 'REJECT', row.entry) === 'REJECTED'
          ? await repository.transition(id, application.status, {
              status: 'REJECTED',
              rejectReason: reason,
              decidedBy: operator.account,
              decidedAt: now(),
            })
          : null;
      if (!rejected) {
        await audited(
          'promotion.reject',
          meta,
          operator,
          { applicationId: id, status: application.status },
          'refused',
        );
        throw stateChanged();
      }
      await audited('promotion.reject', meta, operator, {
        applicationId: id,
        promotionCode: row.code,
        memberId: rejected.memberId,
      });
      return decided(rejected, row);
    },
  };
};

export type PromotionsService = ReturnType<typeof createPromotionsService>;
