import type { FastifyInstance } from 'fastify';
import {
  LotteryBuyRequest,
  LotteryBuyResponse,
  LotteryDrawsRequest,
  LotteryDrawsResponse,
  LotteryResultsRequest,
  LotteryResultsResponse,
  LotteryTicketsRequest,
  LotteryTicketsResponse,
  LotteryVerifyRequest,
  LotteryVerifyResponse,
  type LotteryGameRef,
} from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import { studioRoutes } from '../../../route-registry.js';
import type { SeamlessClient } from '../../../seamless-client.js';
import type { LotterySession } from './lottery-purchase.js';
import { createLotteryReads, drawIdPrefixOf } from './lottery-reads.js';
import type { Lottery } from './lottery-service.js';

/** A lottery page's session: a purchase's, and the listed game it was launched on. */
export type LotteryRouteSession = LotterySession & { game: { game: LotteryGameRef } };

export type LotteryRoutesDeps = {
  lottery: Lottery;
  /** The wallet's balance: my tickets answer it, as settlements pay in a job, not in the page. */
  wallet: Pick<SeamlessClient, 'balance'>;
  /** The page's session of a lottery game (the studio's sessions, asked for the lottery's kind). */
  sessionOf: (sessionId: string) => LotteryRouteSession;
};

/**
 * The lottery page's API under /studio/api/lottery (docs/lottery.md): buy, the open draws, my
 * tickets, results and verify. Every call but verify names its session, and a session reaches
 * only its own game's draws: a ticket on another game's draw is refused as an unknown draw.
 */
export const registerLotteryRoutes = (app: FastifyInstance, deps: LotteryRoutesDeps): void => {
  const routes = studioRoutes(app);
  const reads = createLotteryReads(deps.lottery.repository.db);
  const common = {
    modID: 'STUDIO',
    tags: ['game studio'],
    method: 'POST',
    // The page's studio session, not a platform token; never gated, as every studio route.
    token: false,
    gated: false,
  } as const;
  routes.add({
    ...common,
    url: '/studio/api/lottery/buy',
    summary: 'Lottery: buy a ticket on a draw whose betting is open',
    body: LotteryBuyRequest,
    value: LotteryBuyResponse,
    handler: ({ body }) => {
      const session = deps.sessionOf(body.sessionId);
      if (!body.drawId.startsWith(drawIdPrefixOf(session.game.game))) {
        throw new AppError('lottery-draw-not-found');
      }
      return deps.lottery.buy(session, body);
    },
  });
  routes.add({
    ...common,
    url: '/studio/api/lottery/draws',
    summary: 'Lottery: the session game’s draws whose betting is open, with their published seed hashes',
    body: LotteryDrawsRequest,
    value: LotteryDrawsResponse,
    handler: ({ body }) => reads.openDraws(deps.sessionOf(body.sessionId).game.game, deps.lottery.now()),
  });
  routes.add({
    ...common,
    url: '/studio/api/lottery/tickets',
    summary: 'Lottery: my tickets, newest first, with their state and payout',
    body: LotteryTicketsRequest,
    value: LotteryTicketsResponse,
    handler: async ({ body }) => {
      const session = deps.sessionOf(body.sessionId);
      const { wallet } = session;
      // Free play buys no tickets: a session without the wallet's has none.
      if (!wallet) {
        return { tickets: [], page: body.page, pageSize: body.pageSize, total: 0, balance: session.balance };
      }
      // Without the wallet's answer the session's last balance stands: the list matters more.
      const read = await deps.wallet.balance(wallet.sessionToken);
      if (read.outcome === 'done') session.balance = read.value.balance;
      const page = await reads.tickets(
        { playerId: wallet.playerId, gameCode: session.game.gameCode },
        body.page,
        body.pageSize,
      );
      return { ...page, balance: session.balance };
    },
  });
  routes.add({
    ...common,
    url: '/studio/api/lottery/results',
    summary:
      'Lottery: the session game’s drawn draws (of one province when named), newest first, seeds revealed',
    body: LotteryResultsRequest,
    value: LotteryResultsResponse,
    handler: ({ body }) =>
      reads.results(deps.sessionOf(body.sessionId).game.game, body.province, body.page, body.pageSize),
  });
  routes.add({
    ...common,
    url: '/studio/api/lottery/verify',
    summary: 'Lottery: a drawn draw’s revealed seed, its published hash and its result recomputed',
    body: LotteryVerifyRequest,
    value: LotteryVerifyResponse,
    handler: ({ body }) => deps.lottery.verify(body.drawId),
  });
};
