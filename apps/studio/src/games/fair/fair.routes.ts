import type { FastifyInstance } from 'fastify';
import {
  DiceRollRequest,
  DiceRollResponse,
  DoubleSpinRequest,
  DoubleSpinResponse,
  FairRotateRequest,
  FairRotateResponse,
  FairRoundRequest,
  FairRoundResponse,
  FairSeedsRequest,
  FairSeedsResponse,
  FairVerifyRequest,
  FairVerifyResponse,
  LimboPlayRequest,
  LimboPlayResponse,
  MinesActiveRequest,
  MinesActiveResponse,
  MinesCashOutRequest,
  MinesPickRequest,
  MinesResponse,
  MinesStartRequest,
  PlinkoDropRequest,
  PlinkoDropResponse,
} from '@platform/contracts';
import type { FairGames } from './fair-games.js';
import { studioRoutes } from '../../route-registry.js';

/**
 * The provably fair games' API (docs/provably-fair.md). A game page holds the studio session it
 * opened from a launch, not a platform token; verify and round lookup need no session at all. Not
 * gated, as every studio round: a Mines game in play must be able to end in maintenance.
 */
export const registerFairRoutes = async (app: FastifyInstance, fair: FairGames): Promise<void> => {
  const routes = studioRoutes(app);
  const common = {
    modID: 'STUDIO',
    tags: ['game studio'],
    method: 'POST',
    token: false,
    gated: false,
  } as const;
  routes.add({
    ...common,
    url: '/studio/api/fair/seeds',
    summary: 'The player’s active seed pair (server seed hash, client seed, next nonce) and revealed pairs',
    body: FairSeedsRequest,
    value: FairSeedsResponse,
    handler: ({ body }) => fair.seeds(body),
  });
  routes.add({
    ...common,
    url: '/studio/api/fair/rotate',
    summary:
      'Reveal the active server seed and start a new pair at nonce 0, optionally with a new client seed',
    body: FairRotateRequest,
    value: FairRotateResponse,
    handler: ({ body }) => fair.rotate(body),
  });
  routes.add({
    ...common,
    url: '/studio/api/fair/dice/roll',
    summary: 'Dice: a roll over or under a target, settled at once',
    body: DiceRollRequest,
    value: DiceRollResponse,
    handler: ({ body }) => fair.rollDice(body),
  });
  routes.add({
    ...common,
    url: '/studio/api/fair/plinko/drop',
    summary: 'Plinko: one ball dropped through the chosen rows at the chosen risk, settled at once',
    body: PlinkoDropRequest,
    value: PlinkoDropResponse,
    handler: ({ body }) => fair.dropPlinko(body),
  });
  routes.add({
    ...common,
    url: '/studio/api/fair/double/spin',
    summary: 'Double: a bet on a colour of the 15-slot wheel, settled at once',
    body: DoubleSpinRequest,
    value: DoubleSpinResponse,
    handler: ({ body }) => fair.spinDouble(body),
  });
  routes.add({
    ...common,
    url: '/studio/api/fair/limbo/play',
    summary: 'Limbo: a target multiplier, won when the result reaches it, settled at once',
    body: LimboPlayRequest,
    value: LimboPlayResponse,
    handler: ({ body }) => fair.playLimbo(body),
  });
  routes.add({
    ...common,
    url: '/studio/api/fair/mines/start',
    summary: 'Mines: start a game (the bet is taken); one game in play per player',
    body: MinesStartRequest,
    value: MinesResponse,
    handler: ({ body }) => fair.startMines(body),
  });
  routes.add({
    ...common,
    url: '/studio/api/fair/mines/pick',
    summary: 'Mines: open a tile; a mine ends the game, the last safe tile cashes it out',
    body: MinesPickRequest,
    value: MinesResponse,
    handler: ({ body }) => fair.pickMines(body),
  });
  routes.add({
    ...common,
    url: '/studio/api/fair/mines/cashout',
    summary: 'Mines: end the game at its current multiplier and pay it',
    body: MinesCashOutRequest,
    value: MinesResponse,
    handler: ({ body }) => fair.cashOutMines(body),
  });
  routes.add({
    ...common,
    url: '/studio/api/fair/mines/active',
    summary: 'Mines: the player’s game in play, to resume it (mines hidden)',
    body: MinesActiveRequest,
    value: MinesActiveResponse,
    handler: ({ body }) => fair.activeMines(body),
  });
  routes.add({
    ...common,
    url: '/studio/api/fair/verify',
    summary: 'Recompute a round of any fair game from its seeds; no session, nothing stored',
    body: FairVerifyRequest,
    value: FairVerifyResponse,
    handler: async ({ body }) => fair.verify(body),
  });
  routes.add({
    ...common,
    url: '/studio/api/fair/round',
    summary: 'A stored real-money round of a fair game with its seeds (the server seed once revealed)',
    body: FairRoundRequest,
    value: FairRoundResponse,
    handler: ({ body }) => fair.round(body),
  });
};
