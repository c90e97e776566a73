import { describe, expect, it, vi } from 'vitest';
import type { SlotGameInfo } from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import { buildStudioGameList } from '../../catalogue/index.js';
import type { RoundRunner } from '../../round-runner.js';
import type { StudioSession, StudioSessions } from '../../studio-sessions.js';
import { createSlotGames } from './slots-games.js';

/**
 * Promo spins (a promotion's free spins, decision 0020): played at their bet with the grant sent
 * to the wallet, counted down, refused when none is left or at another bet; a paid spin sends no
 * grant.
 */
describe('slot promo spins', () => {
  const listed = buildStudioGameList().games.find((game) => game.gameType === 'RNG')!;
  // Every stop 0: a fixed outcome, whatever it pays.
  const random = () => 0;

  const setUp = (promoSpins: StudioSession['promoSpins']) => {
    const probe = createSlotGames({
      sessions: {} as StudioSessions,
      runner: {} as RoundRunner,
      random,
    });
    const game = probe.family.describe(listed) as SlotGameInfo;
    const session: StudioSession = {
      key: 'k',
      mode: 'real',
      game,
      balance: 1_000,
      wallet: { sessionToken: 'token', playerId: 'player' },
      promoSpins,
    };
    const play = vi.fn(async () => ({ roundId: 'round', balance: 1_000 }));
    const slots = createSlotGames({
      sessions: { get: () => session } as unknown as StudioSessions,
      runner: { play } as unknown as RoundRunner,
      random,
    });
    return { slots, session, play, bet: game.betLevels[0]! };
  };

  it('plays a promo spin at its bet with the grant, counting it down to none', async () => {
    const { slots, session, play, bet } = setUp(null);
    session.promoSpins = { grantId: 'grant-1', remaining: 2, bet };

    const first = await slots.spin({ sessionId: 's', bet, promoSpin: true });
    expect(play).toHaveBeenLastCalledWith(
      session,
      expect.objectContaining({ bet, freeSpinGrantId: 'grant-1' }),
    );
    expect(first.promoSpins).toEqual({ remaining: 1, bet });

    const second = await slots.spin({ sessionId: 's', bet, promoSpin: true });
    expect(second.promoSpins).toBeUndefined();
    expect(session.promoSpins).toBeNull();
    await expect(slots.spin({ sessionId: 's', bet, promoSpin: true })).rejects.toMatchObject({
      code: 'free-spins-exhausted',
    });

    // A paid spin names no grant.
    await slots.spin({ sessionId: 's', bet });
    expect(play).toHaveBeenLastCalledWith(session, expect.objectContaining({ freeSpinGrantId: undefined }));
    expect(play).toHaveBeenCalledTimes(3);
  });

  it('refuses a promo spin at another bet, and forgets spins the wallet says are gone', async () => {
    const { slots, session, play, bet } = setUp(null);
    session.promoSpins = { grantId: 'grant-2', remaining: 3, bet };
    await expect(slots.spin({ sessionId: 's', bet: bet + 1, promoSpin: true })).rejects.toMatchObject({
      code: 'free-spin-bet-mismatch',
    });
    expect(play).not.toHaveBeenCalled();

    play.mockRejectedValueOnce(new AppError('free-spins-exhausted'));
    await expect(slots.spin({ sessionId: 's', bet, promoSpin: true })).rejects.toMatchObject({
      code: 'free-spins-exhausted',
    });
    expect(session.promoSpins).toBeNull();
  });
});
