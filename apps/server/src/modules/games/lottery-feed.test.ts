import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VendorLotteryFeed } from '@platform/contracts';
import { createLotteryFeedReader } from './lottery-feed.js';

const FEED: VendorLotteryFeed = {
  serverTime: 1,
  games: [
    {
      gameCode: 'SGL-0004',
      gameType: 'LOTT',
      prizeModes: ['SEA'],
      game: { product: 'SEA_4D' },
      nextDraw: null,
      opened: [],
    },
  ],
};

/** The reader of a vendor's lottery feed over real HTTP: cached, shared, kept through an outage. */
describe('lottery feed reader', () => {
  let answer: { status: number; body: unknown } = { status: 200, body: FEED };
  let reads = 0;
  const server = createServer((_request, response) => {
    reads += 1;
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads once per 10 s for all callers, keeps the last feed through an outage, then refuses', async () => {
    let now = 0;
    const reader = createLotteryFeedReader({ vendorUrl: url, now: () => now });
    reads = 0;
    const [first, second] = await Promise.all([reader.games(), reader.games()]);
    expect(first).toEqual(FEED);
    expect(second).toEqual(FEED);
    expect(reads).toBe(1);
    now = 9_999;
    await reader.games();
    expect(reads).toBe(1);

    answer = { status: 500, body: {} };
    now = 10_000;
    expect(await reader.games()).toEqual(FEED);
    expect(reads).toBe(2);
    now = 10 * 60_000 + 1;
    await expect(reader.games()).rejects.toMatchObject({ code: 'service-unavailable' });

    // A feed that breaks the contract is no feed either.
    answer = { status: 200, body: { games: [{ gameCode: 'x' }] } };
    await expect(createLotteryFeedReader({ vendorUrl: url }).games()).rejects.toMatchObject({
      code: 'service-unavailable',
    });
  });

  it('answers no game when the vendor publishes no lottery (404), and no history for an unknown game', async () => {
    answer = { status: 404, body: { success: false } };
    const reader = createLotteryFeedReader({ vendorUrl: url, now: () => 5 });
    expect(await reader.games()).toEqual({ serverTime: 5, games: [] });
    expect(await reader.history('SGL-0001')).toBeNull();
  });
});
