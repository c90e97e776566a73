import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PayloadKeyResponse,
  SlotSpinResponse,
  StudioSessionResponse,
  encryptPayload,
} from '@platform/contracts';
import { createScratchDatabase, type ScratchDatabase } from '@platform/server-kit';
import { reservePort, startNodeServer, type NodeServer } from '../node-server.js';

/** Where one app keeps its data in this run: a scratch database on the server in CI, or a directory. */
const storageFor = async (
  name: 'platform' | 'studio',
): Promise<{ env: Record<string, string>; remove(): Promise<void> }> => {
  const serverUrl = process.env.DATABASE_URL;
  const urlVariable = name === 'platform' ? 'DATABASE_URL' : 'STUDIO_DATABASE_URL';
  const dirVariable = name === 'platform' ? 'DATA_DIR' : 'STUDIO_DATA_DIR';
  if (serverUrl) {
    const scratch: ScratchDatabase = await createScratchDatabase(serverUrl, `system_${name}`);
    return { env: { [urlVariable]: scratch.url }, remove: scratch.drop };
  }
  const dir = mkdtempSync(join(tmpdir(), `system-${name}-`));
  return { env: { [dirVariable]: dir }, remove: async () => rmSync(dir, { recursive: true, force: true }) };
};

const envelope = async <T>(answer: Response): Promise<T> => {
  const body = (await answer.json()) as { success: boolean; value: T; errorCode: string | null };
  if (!body.success) throw new Error(`${answer.url} answered ${body.errorCode}`);
  return body.value;
};

/**
 * The two apps as the separate services they are in production: the studio and the platform,
 * each its own process on its own database, configured only through their environments. A
 * funded demo member launches a slot at the platform, opens it at the studio, spins, and the money moves in
 * the platform's wallet through the signed seamless calls between the two processes.
 */
describe('the studio and the platform as separate processes', () => {
  let studio: NodeServer;
  let platform: NodeServer;
  const removals: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    const secret = randomBytes(32).toString('base64url');
    // Both held until their server starts: two ports, and neither handed to another test meanwhile.
    const [studioHeld, platformHeld] = [await reservePort(), await reservePort()];
    const [studioPort, platformPort] = [studioHeld.port, platformHeld.port];
    const [studioStorage, platformStorage] = [await storageFor('studio'), await storageFor('platform')];
    removals.push(studioStorage.remove, platformStorage.remove);
    await studioHeld.release();
    studio = await startNodeServer(
      'apps/studio/src/main.ts',
      {
        STUDIO_HOST: '127.0.0.1',
        STUDIO_PORT: String(studioPort),
        STUDIO_SECRET: secret,
        PLATFORM_URL: `http://127.0.0.1:${platformPort}`,
        ...studioStorage.env,
      },
      studioPort,
    );
    await platformHeld.release();
    platform = await startNodeServer(
      'apps/server/src/main.ts',
      {
        HOST: '127.0.0.1',
        PORT: String(platformPort),
        WEB_DIST: '/nonexistent',
        STUDIO_URL: studio.base,
        STUDIO_SECRET: secret,
        ...platformStorage.env,
      },
      platformPort,
    );
  }, 240_000);
  afterAll(async () => {
    await platform?.stop();
    await studio?.stop();
    for (const remove of removals) await remove();
  });

  it('plays a slot round across them, paid in the platform’s wallet', { timeout: 60_000 }, async () => {
    const headers = { 'content-type': 'application/json', language: 'EN' };
    const post = (base: string, url: string, body: unknown, extra: Record<string, string> = {}) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: { ...headers, ...extra },
        body: JSON.stringify(body),
      });

    const key = PayloadKeyResponse.parse(
      await envelope(await fetch(`${platform.base}/wps/system/payloadKey`)),
    );
    const login = await encryptPayload(key, { type: 'username', username: 'jogador3', password: 'Demo2026' });
    const { token } = await envelope<{ token: string }>(
      await fetch(`${platform.base}/wps/session/login`, {
        method: 'POST',
        headers: { ...headers, encryption: login.header },
        body: JSON.stringify(login.body),
      }),
    );
    const session = { authorization: `Bearer ${token}` };
    const balance = async () =>
      (
        await envelope<{ balance: number }>(
          await fetch(`${platform.base}/wps/member/info`, { headers: session }),
        )
      ).balance;

    // The platform's catalogue came from the studio's feed at its start.
    const { games } = await envelope<{ games: Array<{ nodeId: string }> }>(
      await post(platform.base, '/wps/relay/GCSGAME_gameList', { gameType: 'RNG', pageSize: 1 }),
    );
    expect(games).toHaveLength(1);
    const launch = await envelope<{ url: string }>(
      await post(platform.base, '/wps/game/launchGame', { nodeId: games[0]!.nodeId }, session),
    );
    const launchUrl = new URL(launch.url);
    expect(launchUrl.origin).toBe(studio.base);
    expect(launchUrl.pathname).toBe('/studio/play');

    const before = await balance();
    const opened = StudioSessionResponse.parse(
      await envelope(
        await post(studio.base, '/studio/api/session', {
          game: launchUrl.searchParams.get('game'),
          mode: 'real',
          token: launchUrl.searchParams.get('token'),
        }),
      ),
    );
    expect(opened.balance).toBe(before);
    if (opened.game.kind !== 'slot') throw new Error(`a slot launch opened a ${opened.game.kind} game`);
    const bet = opened.game.betLevels[0]!;
    const spin = SlotSpinResponse.parse(
      await envelope(await post(studio.base, '/studio/api/slots/spin', { sessionId: opened.sessionId, bet })),
    );
    expect(spin.bet).toBe(bet);
    expect(spin.balance).toBe(before - bet + spin.totalWin);
    expect(await balance()).toBe(spin.balance);
  });
});
