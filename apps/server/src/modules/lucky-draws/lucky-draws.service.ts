import { createHash, randomUUID } from 'node:crypto';
import {
  maskWinnerName,
  type ClaimRaffleResponse,
  type GrantLuckyTicketsRequest,
  type GrantLuckyTicketsResponse,
  type JurisdictionProfile,
  type LuckyDrawKind,
  type LuckyDrawRecord,
  type LuckyGameResponse,
  type LuckyRunningResponse,
  type LuckyInstantKind,
  type LuckyPrize,
  type LuckyRaffleResponse,
  type OpenLuckyTicketRequest,
  type OpenLuckyTicketResponse,
  type OperatorLuckyGame,
  type RotateLuckySeedResponse,
  type SaveLuckyGameRequest,
  type VerifyLuckyDrawResponse,
} from '@platform/contracts';
import {
  AppError,
  generateClientSeed,
  generateServerSeed,
  hashServerSeed,
  isAppError,
} from '@platform/server-kit';
import { dayRange } from '../../lib/day-range.js';
import type { AuditService } from '../audit/index.js';
import type { MovementInput, PlannedMovement } from '../wallet/index.js';
import { drawRaffleWinners, drawSegment, verifyDraw } from './lucky-draw-fair.js';
import { daysToCount, ticketsEarned } from './lucky-draw-rule.js';
import { nextTicketStatus } from './lucky-draw-state.js';
import type {
  LuckyDrawsRepository,
  LuckyGameRow,
  LuckyTicketRow,
  NewTicket,
} from './lucky-draws.repository.js';

const DAY_MS = 86_400_000;
/** How long an ended raffle stays in the menus, for its winners and its seed. */
const RAFFLE_RESULTS_LISTED_MS = 7 * DAY_MS;
/** An open whose nonce another draw took first reads the seed again this often. */
const OPEN_ATTEMPTS = 5;
const HISTORY_SIZE = 20;
const REVEALED_SIZE = 10;
const BATCH = 500;

type Meta = { ip: string; userAgent: string };
type Operator = { memberId: string; account: string } & Meta;

export type LuckyDrawsDeps = {
  repository: LuckyDrawsRepository;
  profile: () => Promise<JurisdictionProfile>;
  /** Paid deposits within (after, before), oldest first (payments.memberTotals). */
  paidDepositsBetween: (
    range: { after: Date; before: Date },
    limit: number,
  ) => Promise<Array<{ id: string; memberId: string; amount: number; paidAt: Date }>>;
  /** Valid turnover per member and game of rounds closed in a range (seamless, decision 0017). */
  validTurnoverByGame: (range: {
    from: Date;
    to: Date;
  }) => Promise<Array<{ memberId: string; turnover: number }>>;
  planMovement: (input: MovementInput) => Promise<PlannedMovement>;
  /** Points credited once per source key (points.award). */
  awardPoints: (input: { memberId: string; sourceKey: string; points: number }) => Promise<unknown>;
  memberIdOfAccount: (account: string) => Promise<string | null>;
  accountNamesOf: (memberIds: string[]) => Promise<Map<string, string>>;
  audit: Pick<AuditService, 'record'>;
  now?: () => Date;
};

/**
 * Whether the profile offers a kind. A cash prize is a bonus credit, so the profile must allow
 * bonus credits too (BR: none, Lei 14.790 art. 29); the wallet refuses such a credit anyway.
 */
export const luckyKindOffered = (profile: JurisdictionProfile, kind: LuckyDrawKind): boolean =>
  profile.bonusCredits && profile.promotions[kind];

/** A cash prize: a BONUS from the house's BONUS account, the game's kind as the promotion. */
const cashMovement = (input: {
  memberId: string;
  amount: number;
  kind: LuckyDrawKind;
  idempotencyKey: string;
  reference: Record<string, unknown>;
}): MovementInput => ({
  idempotencyKey: input.idempotencyKey,
  kind: 'BONUS',
  memberId: input.memberId,
  reference: { promotion: input.kind, ...input.reference },
  legs: [
    { account: { member: input.memberId }, amount: input.amount },
    { account: { house: 'BONUS' }, amount: -input.amount },
  ],
});

const toDrawRecord = (row: LuckyTicketRow): LuckyDrawRecord => ({
  ticketId: row.id,
  status: row.status,
  prizeIndex: row.prizeIndex ?? 0,
  prize: row.prize ?? { type: 'NOTHING' },
  serverSeedHash: row.serverSeedHash ?? '',
  clientSeed: row.clientSeed ?? '',
  nonce: row.nonce ?? 0,
  drawnAt: (row.drawnAt ?? row.createdAt).toISOString(),
});

export const toOperatorGame = (row: LuckyGameRow): OperatorLuckyGame => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  names: row.names,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  rules: row.rules,
  ticketDays: row.ticketDays,
  segments: row.segments,
  places: row.places,
  enabled: row.enabled,
  serverSeedHash: row.serverSeedHash,
  raffleStatus: row.raffleStatus,
});

/** The raffle's client seed: SHA-256 of its entry list, fixed when entries close. */
export const entryListSeed = (entrants: ReadonlyArray<{ memberId: string; entries: number }>): string =>
  createHash('sha256')
    .update(entrants.map((entrant) => `${entrant.memberId}:${entrant.entries}`).join(','))
    .digest('hex');

const freshSeed = (clientSeed?: string) => {
  const serverSeed = generateServerSeed();
  return {
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed: clientSeed ?? generateClientSeed(),
  };
};

/**
 * Lucky draws (docs/lucky-draws.md): tickets earned per Brasília day by deposits and valid
 * turnover or granted by an operator; an instant game's ticket opened once for a provably fair
 * prize; a raffle's entries claimed into a draw made once at its end. Nothing here writes the
 * ledger: the wallet plans each cash prize and ledger_post posts it in the transaction that moves
 * the ticket (or the winner).
 */
export const createLuckyDrawsService = (deps: LuckyDrawsDeps) => {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  const assertOffered = async (kind: LuckyDrawKind) => {
    if (!luckyKindOffered(await deps.profile(), kind)) throw new AppError('feature-unavailable');
  };

  const runningGame = async (kind: LuckyDrawKind) => {
    const game = await repository.runningGame(kind, now());
    if (!game) throw new AppError('lucky-draw-closed');
    return game;
  };

  /** A game tickets may still be given for: enabled, not ended, its raffle not drawn. */
  const grantableGame = async (code: string) => {
    const game = await repository.gameByCode(code);
    if (!game || !game.enabled || game.endsAt <= now() || game.raffleStatus === 'DRAWN') {
      throw new AppError('lucky-draw-closed');
    }
    return game;
  };

  /**
   * Gives `count` tickets keyed `<keyPrefix>:<n>`: a key already given adds nothing (the unique
   * source key), so a retried grant gives them once. Answers how many were added now.
   */
  const giveTickets = (
    game: NonNullable<Awaited<ReturnType<typeof repository.gameByCode>>>,
    memberId: string,
    source: 'GRANT' | 'PROMOTION',
    keyPrefix: string,
    count: number,
  ) => {
    const expiresAt = new Date(
      game.kind === 'RAFFLE' ? game.endsAt.getTime() : now().getTime() + game.ticketDays * DAY_MS,
    );
    return repository.insertTickets(
      Array.from({ length: count }, (_, n) => ({
        gameId: game.id,
        memberId,
        source,
        sourceKey: `${keyPrefix}:${n}`,
        expiresAt,
      })),
    );
  };

  const seedOf = (memberId: string) => repository.seedOf(memberId, () => freshSeed());

  /** Pays a drawn points prize (its key names the ticket) and marks it PAID. */
  const payPoints = async (ticket: { id: string; memberId: string; prize: LuckyPrize | null }) => {
    if (ticket.prize?.type !== 'POINTS') return;
    await deps.awardPoints({
      memberId: ticket.memberId,
      sourceKey: `lucky:${ticket.id}`,
      points: ticket.prize.points,
    });
    if (nextTicketStatus('DRAWN', 'PAY') === 'PAID') await repository.markTicketPaid(ticket.id);
  };

  const openOnce = async (
    memberId: string,
    game: LuckyGameRow,
    ticketId: string,
  ): Promise<OpenLuckyTicketResponse | 'ticket-moved' | 'seed-moved'> => {
    const seed = await seedOf(memberId);
    const weights = game.segments.map((segment) => segment.weight);
    const { index } = drawSegment(seed, weights);
    const prize = game.segments[index]!.prize;
    const movement =
      prize.type === 'CASH'
        ? await deps.planMovement(
            cashMovement({
              memberId,
              amount: prize.amount,
              kind: game.kind,
              idempotencyKey: `lucky:${ticketId}`,
              reference: { gameCode: game.code, ticketId },
            }),
          )
        : null;
    const drawnTo = nextTicketStatus('AVAILABLE', 'OPEN')!;
    const to = prize.type === 'POINTS' ? drawnTo : nextTicketStatus(drawnTo, 'PAY')!;
    if (to !== 'DRAWN' && to !== 'PAID') throw new Error(`an open moves a ticket to ${to}`);
    const result = await repository.openTicket({
      ticketId,
      memberId,
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      nonce: seed.nonce,
      prizeIndex: index,
      prize,
      weights,
      movement,
      to,
    });
    if (result.outcome !== 'done') return result.outcome;
    let status = to;
    if (to === 'DRAWN') {
      await payPoints({ id: ticketId, memberId, prize });
      status = 'PAID';
    }
    return {
      draw: {
        ticketId,
        status,
        prizeIndex: index,
        prize,
        serverSeedHash: seed.serverSeedHash,
        clientSeed: seed.clientSeed,
        nonce: seed.nonce,
        drawnAt: result.drawnAt.toISOString(),
      },
      balance: result.memberBalance,
      seed: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce + 1 },
    };
  };

  /** The tickets one member earned in a game for one day's deposits and turnover. */
  const earnedTickets = (
    game: LuckyGameRow,
    day: string,
    memberId: string,
    sums: { deposits: number; turnover: number },
  ): NewTicket[] => {
    const earned = ticketsEarned(game.rules, sums);
    const expiresAt = new Date(
      Math.min(dayRange(day, day).to.getTime() + game.ticketDays * DAY_MS, Number.MAX_SAFE_INTEGER),
    );
    // A raffle's entries must be claimed before its end; an instant game's tickets outlive it by ticketDays.
    const expiry =
      game.kind === 'RAFFLE' ? new Date(Math.min(expiresAt.getTime(), game.endsAt.getTime())) : expiresAt;
    const tickets: NewTicket[] = [];
    for (let n = 0; n < earned.deposit; n += 1) {
      tickets.push({
        gameId: game.id,
        memberId,
        source: 'DEPOSIT',
        sourceKey: `day:${day}:DEPOSIT:${n}`,
        expiresAt: expiry,
      });
    }
    for (let n = 0; n < earned.turnover; n += 1) {
      tickets.push({
        gameId: game.id,
        memberId,
        source: 'TURNOVER',
        sourceKey: `day:${day}:TURNOVER:${n}`,
        expiresAt: expiry,
      });
    }
    return tickets;
  };

  /** Counts one closed day for every game running in it; the day is marked only after all its tickets. */
  const countDay = async (profile: JurisdictionProfile, day: string): Promise<number> => {
    const range = dayRange(day, day);
    const games = (await repository.gamesOverlapping(range)).filter((game) =>
      luckyKindOffered(profile, game.kind),
    );
    const sums = new Map<string, { deposits: number; turnover: number }>();
    const sumOf = (memberId: string) => {
      const found = sums.get(memberId) ?? { deposits: 0, turnover: 0 };
      sums.set(memberId, found);
      return found;
    };
    if (games.length > 0) {
      let after = new Date(range.from.getTime() - 1);
      for (;;) {
        const page = await deps.paidDepositsBetween({ after, before: range.to }, BATCH);
        for (const deposit of page) {
          if (deposit.paidAt >= range.from) sumOf(deposit.memberId).deposits += deposit.amount;
        }
        if (page.length < BATCH) break;
        after = page.at(-1)!.paidAt;
      }
      for (const row of await deps.validTurnoverByGame(range)) sumOf(row.memberId).turnover += row.turnover;
    }
    let inserted = 0;
    for (const game of games) {
      const tickets = [...sums].flatMap(([memberId, memberSums]) =>
        earnedTickets(game, day, memberId, memberSums),
      );
      for (let start = 0; start < tickets.length; start += BATCH) {
        inserted += await repository.insertTickets(tickets.slice(start, start + BATCH));
      }
    }
    await repository.markCounted(day, sums.size);
    return inserted;
  };

  const settleRaffles = async (): Promise<{ drawn: number; paid: number }> => {
    let drawn = 0;
    for (const { id } of await repository.rafflesDue()) {
      const game = await repository.gameById(id);
      if (!game) continue;
      const result = await repository.drawRaffle(id, (serverSeed, entrants) => {
        const clientSeed = entryListSeed(entrants);
        const winners = drawRaffleWinners({ serverSeed, clientSeed, entrants, places: game.places.length });
        return {
          clientSeed,
          winners: winners.map((memberId, place) => ({ place, memberId, prize: game.places[place]! })),
        };
      });
      if (!result) continue;
      drawn += 1;
      await deps.audit.record({
        action: 'lucky.raffle-draw',
        result: 'ok',
        ip: 'job',
        detail: { gameCode: game.code, entrants: result.entrants, winners: result.winners },
      });
    }
    let paid = 0;
    for (const winner of await repository.unpaidWinners(BATCH)) {
      const game = await repository.gameById(winner.gameId);
      if (!game) continue;
      const key = `lucky-raffle:${winner.gameId}:${winner.place}`;
      if (winner.prize.type === 'POINTS') {
        await deps.awardPoints({ memberId: winner.memberId, sourceKey: key, points: winner.prize.points });
      }
      const movement =
        winner.prize.type === 'CASH'
          ? await deps.planMovement(
              cashMovement({
                memberId: winner.memberId,
                amount: winner.prize.amount,
                kind: 'RAFFLE',
                idempotencyKey: key,
                reference: { gameCode: game.code, place: winner.place },
              }),
            )
          : null;
      if (!(await repository.payWinner({ gameId: winner.gameId, place: winner.place, movement }))) continue;
      paid += 1;
      await deps.audit.record({
        action: 'lucky.raffle-payout',
        result: 'ok',
        memberId: winner.memberId,
        ip: 'job',
        detail: { gameCode: game.code, place: winner.place, prize: winner.prize },
      });
    }
    return { drawn, paid };
  };

  return {
    /** A game's page: the game running now, the caller's tickets, seed pair, revealed seeds, draws. */
    /** The kinds a member can play now (the menus' entries and the reward centre's cards). */
    async running(): Promise<LuckyRunningResponse> {
      const at = now();
      const [profile, kinds] = await Promise.all([
        deps.profile(),
        repository.runningKinds(at, new Date(at.getTime() - RAFFLE_RESULTS_LISTED_MS)),
      ]);
      return { kinds: kinds.filter((kind) => luckyKindOffered(profile, kind)) };
    },

    async game(memberId: string, kind: LuckyInstantKind): Promise<LuckyGameResponse> {
      await assertOffered(kind);
      const game = await repository.runningGame(kind, now());
      const [tickets, seed, revealed, history] = await Promise.all([
        game ? repository.availableTickets(memberId, game.id) : [],
        seedOf(memberId),
        repository.revealedOf(memberId, REVEALED_SIZE),
        game ? repository.history(memberId, game.id, HISTORY_SIZE) : [],
      ]);
      return {
        game: game
          ? {
              id: game.id,
              code: game.code,
              kind,
              names: game.names,
              endsAt: game.endsAt.toISOString(),
              rules: game.rules,
              segments: game.segments,
            }
          : null,
        tickets: tickets.map((ticket) => ({
          id: ticket.id,
          source: ticket.source,
          expiresAt: ticket.expiresAt.toISOString(),
        })),
        seed: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce },
        revealed: revealed.map((row) => ({
          serverSeed: row.serverSeed,
          serverSeedHash: row.serverSeedHash,
          clientSeed: row.clientSeed,
          draws: row.draws,
          revealedAt: row.revealedAt.toISOString(),
        })),
        history: history.map(toDrawRecord),
      };
    },

    /** Opens one ticket: the prize drawn from the caller's seed pair and paid once (audited). */
    async open(
      memberId: string,
      input: OpenLuckyTicketRequest,
      meta: Meta,
    ): Promise<OpenLuckyTicketResponse> {
      await assertOffered(input.kind);
      const refused = (errorCode: string) =>
        deps.audit.record({
          action: 'lucky.open',
          result: 'refused',
          memberId,
          ip: meta.ip,
          userAgent: meta.userAgent,
          detail: { kind: input.kind, ticketId: input.ticketId, errorCode },
        });
      const game = await runningGame(input.kind).catch(async (error: unknown) => {
        if (isAppError(error)) await refused(error.code);
        throw error;
      });
      for (let attempt = 0; attempt < OPEN_ATTEMPTS; attempt += 1) {
        const ticketId = input.ticketId ?? (await repository.availableTickets(memberId, game.id))[0]?.id;
        if (!ticketId) {
          await refused('lucky-draw-no-ticket');
          throw new AppError('lucky-draw-no-ticket');
        }
        if (input.ticketId) {
          const ticket = await repository.ticketById(input.ticketId);
          if (!ticket || ticket.memberId !== memberId || ticket.gameId !== game.id) {
            await refused('lucky-draw-no-ticket');
            throw new AppError('lucky-draw-no-ticket');
          }
        }
        let result;
        try {
          result = await openOnce(memberId, game, ticketId);
        } catch (error) {
          if (isAppError(error)) await refused(error.code);
          throw error;
        }
        if (result === 'seed-moved') continue;
        if (result === 'ticket-moved') {
          if (!input.ticketId) continue;
          await refused('lucky-draw-ticket-used');
          throw new AppError('lucky-draw-ticket-used');
        }
        await deps.audit.record({
          action: 'lucky.open',
          result: 'ok',
          memberId,
          ip: meta.ip,
          userAgent: meta.userAgent,
          detail: {
            gameCode: game.code,
            ticketId,
            nonce: result.draw.nonce,
            serverSeedHash: result.draw.serverSeedHash,
            prizeIndex: result.draw.prizeIndex,
            prize: result.draw.prize,
          },
        });
        return result;
      }
      await refused('lucky-draw-busy');
      throw new AppError('lucky-draw-busy');
    },

    /** Reveals the caller's server seed and starts a new pair (with their client seed, new or kept). */
    async rotateSeed(
      memberId: string,
      clientSeed: string | undefined,
      meta: Meta,
    ): Promise<RotateLuckySeedResponse> {
      const current = await seedOf(memberId);
      const rotated = await repository.rotateSeed(memberId, freshSeed(clientSeed ?? current.clientSeed));
      if (!rotated) throw new AppError('lucky-draw-busy');
      await deps.audit.record({
        action: 'lucky.seed-rotate',
        result: 'ok',
        memberId,
        ip: meta.ip,
        userAgent: meta.userAgent,
        detail: { revealedHash: rotated.revealed.serverSeedHash, draws: rotated.revealed.draws },
      });
      return {
        revealed: {
          serverSeed: rotated.revealed.serverSeed,
          serverSeedHash: rotated.revealed.serverSeedHash,
          clientSeed: rotated.revealed.clientSeed,
          draws: rotated.revealed.draws,
          revealedAt: rotated.revealed.revealedAt.toISOString(),
        },
        seed: {
          serverSeedHash: rotated.seed.serverSeedHash,
          clientSeed: rotated.seed.clientSeed,
          nonce: rotated.seed.nonce,
        },
      };
    },

    /** Recomputes one of the caller's draws from a server seed (the revealed one, once rotated). */
    async verify(
      memberId: string,
      input: { ticketId: string; serverSeed: string },
    ): Promise<VerifyLuckyDrawResponse> {
      const ticket = await repository.ticketById(input.ticketId);
      if (
        !ticket ||
        ticket.memberId !== memberId ||
        ticket.nonce === null ||
        !ticket.weights ||
        ticket.prizeIndex === null ||
        !ticket.clientSeed ||
        !ticket.serverSeedHash
      ) {
        throw new AppError('lucky-draw-not-found');
      }
      return verifyDraw({
        serverSeed: input.serverSeed,
        serverSeedHash: ticket.serverSeedHash,
        clientSeed: ticket.clientSeed,
        nonce: ticket.nonce,
        weights: ticket.weights,
        drawnIndex: ticket.prizeIndex,
      });
    },

    /** The raffle page: the current raffle, the caller's entries, after the draw the seed and winners. */
    async raffle(memberId: string): Promise<LuckyRaffleResponse> {
      await assertOffered('RAFFLE');
      const game = await repository.currentRaffle(now());
      if (!game?.serverSeedHash || !game.raffleStatus) return { raffle: null, entries: 0, claimable: 0 };
      const [counts, totalEntries, winners] = await Promise.all([
        repository.raffleCounts(memberId, game.id),
        repository.totalEntries(game.id),
        game.raffleStatus === 'DRAWN' ? repository.winnersOf(game.id) : [],
      ]);
      const names = await deps.accountNamesOf(winners.map((winner) => winner.memberId));
      const drawn = game.raffleStatus === 'DRAWN';
      return {
        raffle: {
          id: game.id,
          code: game.code,
          names: game.names,
          startsAt: game.startsAt.toISOString(),
          endsAt: game.endsAt.toISOString(),
          status: game.raffleStatus,
          rules: game.rules,
          places: game.places,
          serverSeedHash: game.serverSeedHash,
          serverSeed: drawn ? game.serverSeed : null,
          clientSeed: drawn ? game.raffleClientSeed : null,
          totalEntries,
          winners: winners.map((winner) => ({
            place: winner.place + 1,
            account: maskWinnerName(names.get(winner.memberId) ?? ''),
            prize: winner.prize,
            mine: winner.memberId === memberId,
          })),
        },
        entries: counts.entries,
        claimable: drawn ? 0 : counts.claimable,
      };
    },

    /** MCS2_claimRafflePromotion: the caller's earned entries into the running raffle (audited). */
    async claimRaffle(memberId: string, meta: Meta): Promise<ClaimRaffleResponse> {
      await assertOffered('RAFFLE');
      const refused = async (errorCode: string) => {
        await deps.audit.record({
          action: 'lucky.raffle-claim',
          result: 'refused',
          memberId,
          ip: meta.ip,
          userAgent: meta.userAgent,
          detail: { errorCode },
        });
        return new AppError(errorCode as 'lucky-draw-closed');
      };
      const game = await repository.runningGame('RAFFLE', now());
      if (!game?.serverSeedHash) throw await refused('lucky-draw-closed');
      const claimed = await repository.claimEntries(memberId, game.id);
      if (claimed === null) throw await refused('lucky-draw-closed');
      if (claimed === 0) throw await refused('lucky-draw-nothing-to-claim');
      const { entries } = await repository.raffleCounts(memberId, game.id);
      await deps.audit.record({
        action: 'lucky.raffle-claim',
        result: 'ok',
        memberId,
        ip: meta.ip,
        userAgent: meta.userAgent,
        detail: { gameCode: game.code, claimed, entries },
      });
      return { claimed, entries, serverSeedHash: game.serverSeedHash };
    },

    /**
     * The job: counts each closed day's tickets, expires unused ones, pays drawn points prizes left
     * unpaid, draws ended raffles and pays their winners. Safe to run twice at once.
     */
    async run(): Promise<{
      days: string[];
      tickets: number;
      expired: number;
      repaid: number;
      drawn: number;
      paid: number;
    }> {
      const profile = await deps.profile();
      const days = daysToCount(now(), await repository.lastCountedDay());
      let tickets = 0;
      for (const day of days) tickets += await countDay(profile, day);
      let expired = 0;
      for (;;) {
        const moved = await repository.expireDue(BATCH);
        expired += moved;
        if (moved < BATCH) break;
      }
      let repaid = 0;
      for (const ticket of await repository.drawnUnpaid(BATCH)) {
        await payPoints(ticket);
        repaid += 1;
      }
      const raffles = await settleRaffles();
      return { days, tickets, expired, repaid, ...raffles };
    },

    games: async () => ({ games: (await repository.games()).map(toOperatorGame) }),

    /** An operator creates or replaces a game (audited); a new raffle commits to its seed now. */
    async save(operator: Operator, input: SaveLuckyGameRequest): Promise<OperatorLuckyGame> {
      const before = await repository.gameByCode(input.code);
      if (before && before.kind !== input.kind) {
        throw new AppError('validation-failed', {
          value: { fields: [{ field: 'kind', messageKey: 'invalid', message: before.kind }] },
        });
      }
      if (before?.raffleStatus === 'DRAWN') throw new AppError('operation-not-allowed');
      const seed = input.kind === 'RAFFLE' && !before ? freshSeed() : null;
      const saved = await repository.saveGame({ ...input, segments: input.segments ?? [] }, seed);
      await deps.audit.record({
        action: 'lucky.save',
        result: 'ok',
        memberId: operator.memberId,
        account: operator.account,
        ip: operator.ip,
        userAgent: operator.userAgent,
        detail: {
          code: input.code,
          before: before ? toOperatorGame(before) : null,
          after: toOperatorGame(saved),
        },
      });
      return toOperatorGame(saved);
    },

    /** An operator grants tickets to one member (audited with the reason). */
    async grant(operator: Operator, input: GrantLuckyTicketsRequest): Promise<GrantLuckyTicketsResponse> {
      const game = await grantableGame(input.code);
      const memberId = await deps.memberIdOfAccount(input.account);
      if (!memberId) throw new AppError('username-email-not-found');
      const granted = await giveTickets(game, memberId, 'GRANT', `grant:${randomUUID()}`, input.count);
      await deps.audit.record({
        action: 'lucky.grant',
        result: 'ok',
        memberId: operator.memberId,
        account: operator.account,
        ip: operator.ip,
        userAgent: operator.userAgent,
        detail: { code: input.code, to: memberId, count: granted, reason: input.reason },
      });
      return { granted };
    },

    /** Whether a game of this code exists (a promotion paying its tickets names it). */
    gameKnown: async (code: string) => (await repository.gameByCode(code)) !== null,

    /**
     * Tickets a promotion pays (the promotions module's reward): keyed by the promotion's
     * application, so however often its payout runs the member gets them once. Refused
     * (lucky-draw-closed) when the game is closed or its kind is off in the profile.
     */
    async grantForPromotion(input: {
      memberId: string;
      code: string;
      count: number;
      sourceKey: string;
    }): Promise<{ granted: number }> {
      const game = await grantableGame(input.code);
      if (!luckyKindOffered(await deps.profile(), game.kind)) throw new AppError('lucky-draw-closed');
      return { granted: await giveTickets(game, input.memberId, 'PROMOTION', input.sourceKey, input.count) };
    },
  };
};

export type LuckyDrawsService = ReturnType<typeof createLuckyDrawsService>;
