import { describe, expect, it } from 'vitest';
import { AppError } from '@platform/server-kit';
import { listedGameOf } from '../../catalogue/index.js';
import { createRoundRunner } from '../../round-runner.js';
import type { SeamlessClient } from '../../seamless-client.js';
import type { UniformInt } from '../../seeded-random.js';
import { DEMO_CREDITS, createStudioSessions } from '../../studio-sessions.js';
import type { StudioRepository } from '../../studio.repository.js';
import { catalogueFishDefinition } from './engine/fish-definitions.js';
import { createFishGames, SHOTS_PER_SECOND } from './fish-games.js';

/** Free play never reaches the wallet or the round records: any use of them fails the test. */
const untouchable = <T extends object>(name: string) =>
  new Proxy({} as T, {
    get: (_target, property) => {
      throw new Error(`free play used the ${name} (${String(property)})`);
    },
  });

const setUp = (input: { random: UniformInt }) => {
  const clock = { now: 1_000_000 };
  const now = () => clock.now;
  const wallet = untouchable<SeamlessClient>('wallet');
  const families: Parameters<typeof createStudioSessions>[0]['families'][number][] = [];
  const sessions = createStudioSessions({ wallet, families, now });
  const runner = createRoundRunner({ repository: untouchable<StudioRepository>('repository'), wallet, now });
  const fish = createFishGames({ sessions, runner, random: input.random, now });
  families.push(fish.family);
  return { clock, sessions, fish };
};

const codeOf = (error: unknown) => (error instanceof AppError ? error.code : String(error));

describe('fishing shots on demo credits', () => {
  it("describes the list's FISH games only, and takes the cost then pays cost × multiplier on a catch", async () => {
    const { sessions, fish } = setUp({ random: () => 0 });
    const listed = listedGameOf('OCZ-0001')!;
    expect(fish.family.describe(listedGameOf('TUC-0001')!)).toBeNull();
    for (const [game, type] of [
      ['OCZ-1', 'FISH'],
      ['OCZ-9999', 'FISH'],
      ['OCZ-0001', 'RNG'],
    ] as const) {
      const refused = await sessions.open({ game, type, mode: 'demo' }).catch(codeOf);
      expect(refused, `${game} ${type}`).toBe('game-not-found');
    }
    const { response } = await sessions.open({ game: 'OCZ-0001', type: 'FISH', mode: 'demo' });
    const definition = catalogueFishDefinition('OCZ-0001');
    expect(response.game).toMatchObject({
      kind: 'fish',
      names: listed.names,
      shotCosts: definition.shotCosts,
      rtp: definition.rtpBp / 1e4,
    });
    const boss = definition.species.at(-1)!;
    const shot = await fish.shoot({ sessionId: response.sessionId, cost: 100, species: boss.id });
    expect(shot).toMatchObject({
      species: boss.id,
      caught: true,
      multiplier: boss.multiplier,
      win: 100 * boss.multiplier,
    });
    expect(shot.balance).toBe(DEMO_CREDITS - 100 + 100 * boss.multiplier);
  });

  it('takes the cost and pays nothing when the fish escapes', async () => {
    const { sessions, fish } = setUp({ random: (bound) => bound - 1 });
    const { response } = await sessions.open({ game: 'RCF-0003', type: 'FISH', mode: 'demo' });
    const species = catalogueFishDefinition('RCF-0003').species[0]!;
    const shot = await fish.shoot({ sessionId: response.sessionId, cost: 50, species: species.id });
    expect(shot).toMatchObject({ caught: false, win: 0, multiplier: 2, balance: DEMO_CREDITS - 50 });
  });

  it('refuses an unknown species, a cost off the list, an unknown session and too fast shots, changing nothing', async () => {
    const { clock, sessions, fish } = setUp({ random: (bound) => bound - 1 });
    const { response, session } = await sessions.open({ game: 'OCZ-0002', type: 'FISH', mode: 'demo' });
    const definition = catalogueFishDefinition('OCZ-0002');
    const species = definition.species[0]!.id;
    const cost = definition.shotCosts[0]!;
    const refusal = (request: Parameters<typeof fish.shoot>[0]) =>
      fish.shoot(request).then(() => 'played', codeOf);

    expect(await refusal({ sessionId: response.sessionId, cost, species: 'mermaid' })).toBe(
      'invalid-game-choice',
    );
    expect(await refusal({ sessionId: response.sessionId, cost: cost + 1, species })).toBe(
      'bet-out-of-range',
    );
    expect(await refusal({ sessionId: 'nope', cost, species })).toBe('invalid-token');
    expect(session.balance).toBe(DEMO_CREDITS);

    for (let shot = 0; shot < SHOTS_PER_SECOND; shot += 1) {
      expect(await refusal({ sessionId: response.sessionId, cost, species })).toBe('played');
    }
    expect(await refusal({ sessionId: response.sessionId, cost, species })).toBe('shots-too-fast');
    expect(session.balance).toBe(DEMO_CREDITS - SHOTS_PER_SECOND * cost);
    clock.now += 1_000;
    expect(await refusal({ sessionId: response.sessionId, cost, species })).toBe('played');
  });

  it('refuses more than the demo credits left', async () => {
    const { sessions, fish } = setUp({ random: (bound) => bound - 1 });
    const { response, session } = await sessions.open({ game: 'OCZ-0003', type: 'FISH', mode: 'demo' });
    session.balance = 5;
    const definition = catalogueFishDefinition('OCZ-0003');
    const error = await fish
      .shoot({
        sessionId: response.sessionId,
        cost: definition.shotCosts[0]!,
        species: definition.species[0]!.id,
      })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'insufficient-funds', value: { balance: 5 } });
    expect(session.balance).toBe(5);
  });
});
