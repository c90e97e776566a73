import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createSeamlessClient, type SeamlessClient } from '@platform/studio';
import { gameVendor } from '../../apps/server/src/tables.js';
import { STUDIO_VENDOR } from '../../apps/server/src/modules/seamless/index.js';
import { checkLedger } from '../../apps/server/src/modules/wallet/index.js';
import { fundMember, memberIdOf, testWallet } from '../../apps/server/test/helpers/money.js';
import { loginAs } from '../../apps/server/test/helpers/session.js';
import { studioRound } from '../../apps/studio/src/db/schema.js';
import { createStudioRepository } from '../../apps/studio/src/studio.repository.js';
import { createStudioService } from '../../apps/studio/src/studio.service.js';
import { buildTestSystem, type TestSystem } from './helpers/system.js';

/**
 * The studio's rounds when the wallet's answers go missing: the studio must neither charge twice
 * nor lose a win, and the ledger stays whole after each case.
 */
describe('studio rounds: lost answers and an unreachable wallet', () => {
  let t: TestSystem;
  let client: SeamlessClient;
  let token = '';
  let playerId = '';

  beforeAll(async () => {
    t = await buildTestSystem();
    const [vendor] = await t.database.handle.db
      .select()
      .from(gameVendor)
      .where(eq(gameVendor.code, STUDIO_VENDOR));
    client = createSeamlessClient({
      baseUrl: t.platformUrl,
      vendorCode: STUDIO_VENDOR,
      secret: vendor!.secret,
    });
    token = await loginAs(t.app, 'jogador1');
    playerId = await memberIdOf(t.database.handle.db, 'jogador1');
    await fundMember(t.database.handle.db, playerId, 100_000);
  });
  afterEach(async () => {
    expect(await checkLedger(t.database.handle.db)).toEqual([]);
  });
  afterAll(() => t.close());

  const walletBalance = () => testWallet(t.database.handle.db).balanceOf(playerId);
  const roundOf = async (id: string) => {
    const [row] = await t.studioDatabase.handle.db.select().from(studioRound).where(eq(studioRound.id, id));
    return row!;
  };
  const latestRound = async () => {
    const rows = await t.studioDatabase.handle.db.select().from(studioRound);
    return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
  };

  /** A studio whose wallet client hears no answer to the calls `lose` names (they still arrive). */
  const studioWith = (
    lose: { bet?: boolean; win?: boolean; unreachableWin?: boolean },
    now?: () => number,
  ) => {
    const lossy: SeamlessClient = {
      ...client,
      bet: async (input) => {
        const answer = await client.bet(input);
        return lose.bet ? { outcome: 'unknown', reason: 'TimeoutError' } : answer;
      },
      win: async (input) => {
        if (lose.unreachableWin) return { outcome: 'unknown', reason: 'ECONNREFUSED' };
        const answer = await client.win(input);
        return lose.win ? { outcome: 'unknown', reason: 'TimeoutError' } : answer;
      },
    };
    return createStudioService({
      repository: createStudioRepository(t.studioDatabase.handle.db),
      wallet: lossy,
      now,
    });
  };

  /** A real slot session on the studio given, from a launch of the lobby's first slot. */
  const openSlot = async (studio: ReturnType<typeof createStudioService>) => {
    const list = await t.inject({
      method: 'POST',
      url: '/wps/relay/GCSGAME_gameList',
      payload: { gameType: 'RNG', pageSize: 1 },
    });
    const { nodeId } = list.json().value.games[0] as { nodeId: string };
    const launched = await t.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      payload: { nodeId },
      headers: { authorization: `Bearer ${token}` },
    });
    const url = new URL(launched.json().value.url as string, 'http://site.local');
    const session = await studio.openSession({
      game: url.searchParams.get('game')!,
      type: 'RNG',
      mode: 'real',
      token: url.searchParams.get('token')!,
    });
    if (session.game.kind !== 'slot') throw new Error('not a slot');
    return { sessionId: session.sessionId, bet: session.game.betLevels[0]! };
  };

  it('rolls back at once a bet whose answer was lost, so the player is not charged', async () => {
    const studio = studioWith({ bet: true });
    const { sessionId, bet } = await openSlot(studio);
    const start = await walletBalance();
    await expect(studio.spin({ sessionId, bet })).rejects.toMatchObject({ code: 'service-unavailable' });
    expect(await walletBalance()).toBe(start);
    expect((await latestRound()).status).toBe('refunded');
  });

  it('pays a win whose answer was lost once only: recovery repeats it and the wallet answers it again', async () => {
    const studio = studioWith({ win: true });
    const { sessionId, bet } = await openSlot(studio);
    const start = await walletBalance();
    await expect(studio.spin({ sessionId, bet })).rejects.toMatchObject({ code: 'service-unavailable' });
    const round = await latestRound();
    expect(round.status).toBe('bet-placed');
    // The win did arrive: the balance already holds it.
    expect(await walletBalance()).toBe(start - bet + round.win);

    const later = studioWith({}, () => Date.now() + 120_000);
    expect(await later.recover()).toEqual({ settled: 1, refunded: 0, left: 0 });
    expect(await walletBalance()).toBe(start - bet + round.win);
    expect((await roundOf(round.id)).status).toBe('settled');
  });

  it('pays a win the wallet could not be reached for once it answers again', async () => {
    const studio = studioWith({ unreachableWin: true });
    const { sessionId, bet } = await openSlot(studio);
    const start = await walletBalance();
    await expect(studio.spin({ sessionId, bet })).rejects.toMatchObject({ code: 'service-unavailable' });
    const round = await latestRound();
    expect(await walletBalance()).toBe(start - bet);
    // Still unreachable a minute later: the round waits for the next recovery.
    expect(await studioWith({ unreachableWin: true }, () => Date.now() + 120_000).recover()).toEqual({
      settled: 0,
      refunded: 0,
      left: 1,
    });
    expect(await studioWith({}, () => Date.now() + 120_000).recover()).toEqual({
      settled: 1,
      refunded: 0,
      left: 0,
    });
    expect(await walletBalance()).toBe(start - bet + round.win);
    expect((await roundOf(round.id)).status).toBe('settled');
  });
});
