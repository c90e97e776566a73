import { describe, expect, it } from 'vitest';
import { StudioSessionResponse } from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import { LOTTERY_LISTED } from '../../../catalogue/lottery-list.js';
import type { SeamlessClient } from '../../../seamless-client.js';
import { createStudioSessions } from '../../../studio-sessions.js';
import { elottOddsAt } from '../engine/index.js';
import { lotteryConfigOf } from './lottery-config.js';
import { createLotteryGames, lotteryRtp } from './lottery-games.js';

const config = lotteryConfigOf({
  vnCloseMinutesBefore: 15,
  sea4dCloseMinutesBefore: 30,
  elottCloseSeconds: 10,
  minStakeMinor: 100,
  maxStakeMinor: 1_000_000,
  liabilityLimitMinor: 50_000_000,
  elottRtpBp: 9_800,
});

/** A wallet that opens every launch token as a player's session with R$ 100. */
const wallet = {
  authenticate: async (launchToken: string) => ({
    outcome: 'done' as const,
    value: { sessionToken: `session-of-${launchToken}`, playerId: 'p1', balance: 10_000, currency: 'BRL' },
  }),
} as unknown as SeamlessClient;

const codeOf = (predicate: (game: (typeof LOTTERY_LISTED)[number]) => boolean) =>
  LOTTERY_LISTED.find(predicate)!.gameCode;
const NORTH = codeOf((game) => game.ref.product === 'VN' && game.ref.region === 'NORTH');
const SEA_4D = codeOf((game) => game.ref.product === 'SEA_4D');
const RACE_3 = codeOf(
  (game) => game.ref.product === 'ELOTT' && game.ref.game === 'CAR_RACE_10' && game.ref.periodMinutes === 3,
);

const sessionsWithLottery = () =>
  createStudioSessions({ wallet, families: [createLotteryGames({ config }).family] });

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return 'none';
};

describe('the lottery game family', () => {
  it('prices each listed game’s headline bet from its odds: đề, big straight 4D, sum big', () => {
    expect(lotteryRtp({ product: 'VN', region: 'NORTH' }, config.odds)).toBe(0.98);
    expect(lotteryRtp({ product: 'SEA_4D' }, config.odds)).toBe(0.659);
    // Dice big wins 105 of 216 rolls at 2.016; the race's big 40 of 90 at 2.205.
    expect(lotteryRtp({ product: 'ELOTT', game: 'FAST_3', periodMinutes: 1 }, config.odds)).toBe(0.98);
    expect(lotteryRtp({ product: 'ELOTT', game: 'CAR_RACE_10', periodMinutes: 1 }, config.odds)).toBe(0.98);
    const lower = { ...config.odds, elott: elottOddsAt(9_500) };
    expect(lotteryRtp({ product: 'ELOTT', game: 'LUCKY_5', periodMinutes: 5 }, lower)).toBe(0.95);
  });

  it('opens a lottery session whose game carries its product, close, limits and prices', async () => {
    const sessions = sessionsWithLottery();
    const { response, session } = await sessions.open({
      game: RACE_3,
      type: 'ELOTT',
      mode: 'real',
      token: 't1',
    });
    expect(StudioSessionResponse.parse(response)).toEqual(response);
    expect(response.game).toMatchObject({
      kind: 'lottery',
      gameCode: RACE_3,
      names: { EN: '10-Car Race 3 min' },
      game: { product: 'ELOTT', game: 'CAR_RACE_10', periodMinutes: 3 },
      closeSecondsBefore: 10,
      minStakeMinor: 100,
      maxStakeMinor: 1_000_000,
      liabilityLimitMinor: 50_000_000,
      maxLines: 1,
      prices: { product: 'ELOTT', odds: { sumSide: { BIG: 2_205, SMALL: 1_764 }, positionValue: 9_800 } },
    });
    expect(response.lotteryLaunch).toEqual({
      prizeMode: 'ELOTT',
      view: 'lobby',
      device: null,
      backUrl: null,
    });
    expect(sessions.get(response.sessionId, 'lottery')).toBe(session);
    // A lottery session is no other kind's, and another kind's is not a lottery one.
    expect(() => sessions.get(response.sessionId, 'sportsbook')).toThrow(AppError);

    const north = await sessions.open({ game: NORTH, type: 'LOTT', mode: 'real', token: 't2' });
    expect(north.response.game).toMatchObject({
      game: { product: 'VN', region: 'NORTH' },
      closeSecondsBefore: 15 * 60,
      maxLines: 1_000,
      prices: { product: 'VN', odds: { DE: 98_000, LO_2: 3_600 } },
    });
    const fourD = await sessions.open({ game: SEA_4D, type: 'LOTT', mode: 'real', token: 't3' });
    expect(fourD.response.game).toMatchObject({
      game: { product: 'SEA_4D' },
      closeSecondsBefore: 30 * 60,
      prices: { product: 'SEA_4D', prizes: { BIG: { FIRST: 2_000_000 }, SMALL: { FIRST: 3_000_000 } } },
    });
    expect(fourD.response.lotteryLaunch?.prizeMode).toBe('SEA');
  });

  it('takes the launch’s lottery fields: the view, device and back address go to the page', async () => {
    const sessions = sessionsWithLottery();
    const { response } = await sessions.open({
      game: NORTH,
      type: 'LOTT',
      mode: 'real',
      token: 't1',
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'ZY',
      lottoGameCode: NORTH,
      lottoView: 'betting',
      device: 'mobile',
      backUrl: 'https://site.example/lott',
    });
    expect(response.lotteryLaunch).toEqual({
      prizeMode: 'ZY',
      view: 'betting',
      device: 'mobile',
      backUrl: 'https://site.example/lott',
    });
  });

  it('passes a back address on the platform’s origins only, when they are set', async () => {
    const sessions = createStudioSessions({
      wallet,
      families: [createLotteryGames({ config, backOrigins: ['https://site.example'] }).family],
    });
    const backOf = async (backUrl: string) =>
      (await sessions.open({ game: NORTH, type: 'LOTT', mode: 'real', token: `t-${backUrl}`, backUrl }))
        .response.lotteryLaunch?.backUrl;
    expect(await backOf('https://site.example/lott')).toBe('https://site.example/lott');
    // Another site, a look-alike host, another scheme or port: the page shows no back button.
    expect(await backOf('https://elsewhere.example/login')).toBeNull();
    expect(await backOf('https://site.example.elsewhere.example/lott')).toBeNull();
    expect(await backOf('http://site.example/lott')).toBeNull();
    expect(await backOf('https://site.example:8443/lott')).toBeNull();
  });

  it('refuses a launch whose prize mode or game code is not the game’s, and a demo of a lottery', async () => {
    const sessions = sessionsWithLottery();
    const open = (fields: object) =>
      sessions.open({ game: NORTH, type: 'LOTT', mode: 'real', token: 't1', ...fields });
    expect(await failure(open({ lottoPrizeMode: 'ELOTT' }))).toBe('lottery-launch-invalid');
    expect(await failure(open({ lottoGameCode: SEA_4D }))).toBe('lottery-launch-invalid');
    expect(
      await failure(
        sessions.open({ game: SEA_4D, type: 'LOTT', mode: 'real', token: 't', lottoPrizeMode: 'LOTT' }),
      ),
    ).toBe('lottery-launch-invalid');
    expect(await failure(sessions.open({ game: NORTH, type: 'LOTT', mode: 'demo' }))).toBe(
      'in-need-true-account',
    );
    // The listed type must be the launch's: a LOTT game launched as ELOTT is not found.
    expect(await failure(sessions.open({ game: NORTH, type: 'ELOTT', mode: 'real', token: 't' }))).toBe(
      'game-not-found',
    );
  });

  it('serves and prices only the studio’s own lottery games, not the other lottery brands', () => {
    const sessions = sessionsWithLottery();
    for (const game of LOTTERY_LISTED) {
      expect(sessions.serves(game.gameCode, game.gameType)).toBe(true);
      expect(sessions.rtpOf(game.gameCode, game.gameType)).toBeGreaterThan(0.6);
    }
    expect(sessions.serves('TRV-0001', 'LOTT')).toBe(false);
    expect(sessions.rtpOf('TRV-0001', 'LOTT')).toBeNull();
    expect(sessions.rtpOf(NORTH, 'ELOTT')).toBeNull();
  });
});
